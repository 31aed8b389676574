import { isAddress } from 'viem'
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
 * The token described by `value`, or undefined when it cannot be used (bad address, chain id or decimals).
 * Optional names of the wrong type are dropped rather than losing the token.
 */
export function parseSerializedToken(value: unknown): SerializedToken | undefined {
  if (!isRecord(value)) return undefined
  const { chainId, address, decimals, symbol, name } = value
  if (!isIntegerIn(chainId, 1, Number.MAX_SAFE_INTEGER)) return undefined
  if (typeof address !== 'string' || !isAddress(address)) return undefined
  // ERC-20 decimals is a uint8.
  if (!isIntegerIn(decimals, 0, 255)) return undefined
  return {
    chainId,
    address,
    decimals,
    ...(typeof symbol === 'string' ? { symbol } : {}),
    ...(typeof name === 'string' ? { name } : {}),
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
