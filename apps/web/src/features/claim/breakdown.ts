import type { UserClaimData } from './claimData'
import { SOCKS_AMOUNT, USER_AMOUNT } from './constants'

const UNIT = 10n ** 18n

/** What a claim is made of, in raw UNI: each present only when the claim has that part. */
export interface ClaimBreakdown {
  user?: bigint
  liquidity?: bigint
  socks?: bigint
}

/**
 * Splits a claim by its flags: SOCKS holders 1,000 UNI, users 400 UNI, and liquidity providers the rest of
 * the total, shown only when the total covers the non-liquidity parts.
 */
export function claimBreakdown(flags: UserClaimData['flags'], total: bigint): ClaimBreakdown {
  const nonLiquidity = BigInt((flags.isSOCKS ? SOCKS_AMOUNT : 0) + (flags.isUser ? USER_AMOUNT : 0)) * UNIT
  const breakdown: ClaimBreakdown = {}
  if (flags.isUser) breakdown.user = BigInt(USER_AMOUNT) * UNIT
  if (flags.isLP && total >= nonLiquidity) breakdown.liquidity = total - nonLiquidity
  if (flags.isSOCKS) breakdown.socks = BigInt(SOCKS_AMOUNT) * UNIT
  return breakdown
}
