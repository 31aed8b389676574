import type { Address } from 'viem'
import type { SafetyVerdict } from '../../../lib/simulation/tokenSafety'

/**
 * Token safety as the swap and the import warning use it: which tokens are probed, how a verdict is
 * cached, what it says and what it blocks. The probe itself is `lib/simulation/probeToken.ts`.
 */

/**
 * Blocks per cache range: a verdict is reused while the chain stays in the same range of 50 blocks
 * (about ten minutes on mainnet), then probed again on the latest block. A token's code and its pools
 * can change, but not often enough to probe on every block.
 */
export const SAFETY_BLOCK_RANGE = 50

/** The range a block falls in: blocks 0–49 are range 0, 50–99 range 1, and so on. */
export function blockBucket(blockNumber: number, range: number = SAFETY_BLOCK_RANGE): number {
  if (!Number.isSafeInteger(blockNumber) || blockNumber < 0) throw new RangeError('Invalid block number')
  if (!Number.isSafeInteger(range) || range <= 0) throw new RangeError('Invalid block range')
  return Math.floor(blockNumber / range)
}

/** The query key of a token's verdict: one per chain, token (any case of its address) and block range. */
export function tokenSafetyQueryKey(chainId: number, token: string, bucket: number) {
  return ['token-safety', chainId, token.toLowerCase(), bucket] as const
}

/** `chainId:address` in lower case, the form in which `defaultListKeys` holds the default lists' tokens. */
export const tokenKey = (chainId: number, address: string) => `${chainId}:${address.toLowerCase()}`

/** The tokens of the active default lists, as `tokenKey`s. */
export function defaultListKeys(
  lists: Iterable<{ tokens: readonly { chainId: number; address: string }[] }>,
): ReadonlySet<string> {
  const keys = new Set<string>()
  for (const list of lists) for (const token of list.tokens) keys.add(tokenKey(token.chainId, token.address))
  return keys
}

/**
 * Whether a selected currency is probed: every token outside the active default lists (imported by
 * address, or from a list the user added); never the native coin.
 */
export function needsSafetyProbe(
  currency: { isNative: boolean; chainId: number; address?: string } | null | undefined,
  defaults: ReadonlySet<string>,
): currency is { isNative: false; chainId: number; address: Address } {
  if (!currency || currency.isNative || !currency.address) return false
  return !defaults.has(tokenKey(currency.chainId, currency.address))
}

/** What the user is told: one of the spec's three warnings, or nothing. */
export type SafetyWarning =
  | { kind: 'honeypot' }
  | { kind: 'transfers-blocked' }
  | { kind: 'tax'; buyPercent: number; sellPercent: number }

/** The warning a verdict gives; a plain token, and one that could not be probed, give none. */
export function safetyWarning(verdict: SafetyVerdict | undefined): SafetyWarning | undefined {
  if (!verdict) return undefined
  switch (verdict.kind) {
    case 'honeypot':
    case 'transfers-blocked':
      return { kind: verdict.kind }
    case 'tax':
      return { kind: 'tax', buyPercent: verdict.buyPercent, sellPercent: verdict.sellPercent }
    case 'none':
    case 'unknown':
      return undefined
  }
}

/** A swap into a token that cannot be sold is refused unless expert mode is on. */
export function blocksSwapInto(verdict: SafetyVerdict | undefined, expertMode: boolean): boolean {
  return verdict?.kind === 'honeypot' && !expertMode
}

/** A tax in whole basis points, rounded up so that an amount computed after it is never too high. */
export function taxBasisPoints(percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return 0
  // The probe gives four decimals; a hair of float error must not round 5% up to 5.01%.
  return Math.min(10_000, Math.ceil(Math.round(percent * 10_000) / 100))
}

/** A token's taxes in basis points, as the fee-on-transfer routing takes them. */
export interface TokenTax {
  buyBps: number
  sellBps: number
}

/** The taxes a verdict shows, or undefined when it shows none. */
export function tokenTax(verdict: SafetyVerdict | undefined): TokenTax | undefined {
  if (verdict?.kind !== 'tax') return undefined
  const tax = { buyBps: taxBasisPoints(verdict.buyPercent), sellBps: taxBasisPoints(verdict.sellPercent) }
  return tax.buyBps > 0 || tax.sellBps > 0 ? tax : undefined
}
