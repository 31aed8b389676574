import { isAddress } from 'viem'
import { z } from 'zod'
import { isSupportedDecimals } from '../../../lib/tokens/limits'
import type { SerializedPair, SerializedToken } from './types'

/** Slippage above 50% is almost certainly a typo and would invite sandwich attacks. */
export const MAX_SLIPPAGE_BIPS = 5000
export const MIN_DEADLINE_SECONDS = 60
export const MAX_DEADLINE_SECONDS = 10_800
/** 30 minutes. */
export const DEFAULT_DEADLINE_FROM_NOW = 1800

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
}

/** 'auto' or whole basis points in 0..5000. */
export function isValidSlippageTolerance(value: unknown): value is number | 'auto' {
  return value === 'auto' || isIntegerIn(value, 0, MAX_SLIPPAGE_BIPS)
}

/** Whole seconds in 60..10800. */
export function isValidDeadline(value: unknown): value is number {
  return isIntegerIn(value, MIN_DEADLINE_SECONDS, MAX_DEADLINE_SECONDS)
}

export function pairKey(tokenAAddress: string, tokenBAddress: string): string {
  return `${tokenAAddress};${tokenBAddress}`
}

/**
 * A stored token: its chain, address and decimals must be usable (decimals the SDK can represent, 0..254);
 * a name or symbol of the wrong type is dropped rather than losing the token.
 */
const serializedTokenSchema = z.object({
  chainId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  address: z.string().refine((address) => isAddress(address)),
  decimals: z.custom<number>(isSupportedDecimals),
  symbol: z.string().optional().catch(undefined),
  name: z.string().optional().catch(undefined),
})

/** The token described by `value`, or undefined when it cannot be used (bad address, chain id or decimals). */
export function parseSerializedToken(value: unknown): SerializedToken | undefined {
  const parsed = serializedTokenSchema.safeParse(value)
  if (!parsed.success) return undefined
  const { chainId, address, decimals, symbol, name } = parsed.data
  return {
    chainId,
    address,
    decimals,
    ...(symbol !== undefined ? { symbol } : {}),
    ...(name !== undefined ? { name } : {}),
  }
}

/** Both tokens valid and on the same chain, or undefined. */
export function parseSerializedPair(value: unknown): SerializedPair | undefined {
  if (!isRecord(value)) return undefined
  const token0 = parseSerializedToken(value.token0)
  const token1 = parseSerializedToken(value.token1)
  if (!token0 || !token1 || token0.chainId !== token1.chainId) return undefined
  return { token0, token1 }
}
