import { formatPercent } from '../../../../lib/format'
import type { FeeTier } from '../../graph/subgraph'

/** Each fee tier's label and description (spec 3); 0.01% exists on mainnet only. */
export const FEE_TIER_CHAINS: Partial<Record<FeeTier, readonly number[]>> = { 100: [1] }

export function feeTierAvailable(fee: FeeTier, chainId: number): boolean {
  const only = FEE_TIER_CHAINS[fee]
  return !only || only.includes(chainId)
}

/** A fee as a percent of 1,000,000, in the locale: 3000 → '0.3%'. */
export function feePercent(fee: number, locale: string): string {
  return formatPercent(String(fee / 10_000), locale)
}

/** A tier's share of TVL as an integer percent in the locale, or undefined for a tier without a pool. */
export function distributionPercent(share: number | undefined, locale: string): string | undefined {
  return share === undefined
    ? undefined
    : formatPercent(String(share * 100 > 0 ? Math.round(share * 100) : 0), locale)
}

/** The fee in the route, if it is one of the four tiers (spec 5); anything else counts as none. */
export function feeFromRoute(value: string | undefined): FeeTier | undefined {
  const fee = Number(value)
  return fee === 100 || fee === 500 || fee === 3000 || fee === 10000 ? fee : undefined
}

/**
 * What the fee selector does once the distribution is known: nothing while a tier is chosen or it loads;
 * opens the list on an error or when no pool has TVL; otherwise selects the tier with the largest share.
 */
export function feeTierAutoSelection(input: {
  feeAmount: FeeTier | undefined
  isLoading: boolean
  isError: boolean
  largestUsageFeeTier: FeeTier | undefined
}): { select?: FeeTier; showOptions: boolean } | undefined {
  if (input.feeAmount !== undefined || input.isLoading) return undefined
  if (input.isError || input.largestUsageFeeTier === undefined) return { showOptions: true }
  return { select: input.largestUsageFeeTier, showOptions: false }
}

/**
 * The tier the form shows and prices with: the route's, else the one the selector is about to put in the
 * route. Known in the render that learns the distribution, so the pool's price needs no second render
 * after the selector's navigation.
 */
export function feeTierShown(input: Parameters<typeof feeTierAutoSelection>[0]): FeeTier | undefined {
  return input.feeAmount ?? feeTierAutoSelection(input)?.select
}
