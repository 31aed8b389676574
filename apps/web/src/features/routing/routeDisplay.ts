import { type Currency, Fraction, TradeType } from '@uniswap/sdk-core'
import type { Pair } from '@uniswap/v2-sdk'
import type { Pool } from '@uniswap/v3-sdk'
import { formatPercent } from '../../lib/format'
import type { SdkTrade } from './sdkTrade'

export interface RouteHop {
  tokenIn: string
  tokenOut: string
  /** The pool's fee as a percent in the locale: fee/10000 for v3, 0.3% for a v2 pair. */
  fee: string
  protocol: 'V2' | 'V3'
}

export interface RouteSummary {
  /** Share of the trade on this route in the locale, 2 significant digits, e.g. '60%'. */
  percent: string
  protocol: 'V2' | 'V3' | 'MIXED'
  hops: RouteHop[]
}

/** A v3 fee in hundredths of a bip as a percent in the locale: 500 → '0.05%'. */
export function formatFeeTier(fee: number, locale: string): string {
  return formatPercent(new Fraction(fee, 10_000).toSignificant(4), locale)
}

const symbol = (currency: Currency) => currency.symbol ?? '?'

/** What the route display shows for each route of a trade: its share, its protocol and its hops with fees. */
export function routeSummaries(trade: SdkTrade, locale: string): RouteSummary[] {
  const exactIn = trade.tradeType === TradeType.EXACT_INPUT
  const total = exactIn ? trade.inputAmount : trade.outputAmount
  return trade.swaps.map(({ route, inputAmount, outputAmount }) => {
    const part = exactIn ? inputAmount : outputAmount
    const share = new Fraction(part.quotient, total.quotient).multiply(100)
    const pools = route.pools as (Pool | Pair)[]
    const path = route.path
    const hops = pools.map((pool, index): RouteHop => {
      // Only types come from the v2/v3/router SDKs here: they load with the first quote, not with the page.
      const isV2 = !('fee' in pool)
      return {
        // The ends are the user's currencies (ETH rather than the WETH the pools hold).
        tokenIn: symbol(index === 0 ? route.input : (path[index] as Currency)),
        tokenOut: symbol(index === pools.length - 1 ? route.output : (path[index + 1] as Currency)),
        fee: isV2 ? formatPercent('0.3', locale) : formatFeeTier((pool as Pool).fee, locale),
        protocol: isV2 ? 'V2' : 'V3',
      }
    })
    return {
      percent: formatPercent(share.toSignificant(2), locale),
      protocol: route.protocol === 'V2' ? 'V2' : route.protocol === 'V3' ? 'V3' : 'MIXED',
      hops,
    }
  })
}
