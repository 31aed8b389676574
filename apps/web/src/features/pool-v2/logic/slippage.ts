import { Percent } from '@uniswap/sdk-core'

/** Defaults of the liquidity screens when the user's slippage setting is 'auto' (reference-values.md). */
export const DEFAULT_ADD_V2_SLIPPAGE_BIPS = 50
export const DEFAULT_REMOVE_V2_SLIPPAGE_BIPS = 500

/**
 * The slippage a screen uses: the user's own tolerance when set, else the screen's default. Out of 0..100%
 * is a programming error (the settings never store it), so it throws.
 */
export function slippageWithDefault(user: number | 'auto', defaultBips: number): Percent {
  const bips = user === 'auto' ? defaultBips : user
  if (!Number.isInteger(bips) || bips < 0 || bips > 10_000) throw new Error(`Unexpected slippage ${bips}`)
  return new Percent(bips, 10_000)
}

/**
 * The least the contracts may hand over or take: amount × (1 − slippage), rounded down (the router
 * compares `amount >= min`, so rounding up could make an exact fill revert).
 */
export function minimumAmount(raw: bigint, slippage: Percent): bigint {
  const numerator = BigInt(slippage.numerator.toString())
  const denominator = BigInt(slippage.denominator.toString())
  if (numerator < 0n || numerator > denominator) throw new Error('Unexpected slippage')
  return (raw * (denominator - numerator)) / denominator
}
