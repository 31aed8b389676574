import type { Trade } from '../src/routing/trade.ts'
import type { PoolState } from '../src/types.ts'
import { ABC, BTC, DAI, tickForPrice, USD, v2Pair, v3Pool, WETH } from './fixtures.ts'

/** The market of the routing tests (routing.test.ts, routing-split.test.ts), and how the router ranks a trade. */

export const e18 = 10n ** 18n
export const e6 = 10n ** 6n

/** WETH at 3000 USD in pools of several depths and tiers, stables at par, and ABC only via WETH. */
export function market(): PoolState[] {
  const wethUsd = tickForPrice(WETH, USD, 3000)
  const wethDai = tickForPrice(WETH, DAI, 3000)
  return [
    v3Pool(WETH, USD, 500, wethUsd, 3n * 10n ** 16n),
    v3Pool(WETH, USD, 3000, wethUsd, 2n * 10n ** 16n),
    v3Pool(WETH, USD, 10000, wethUsd, 10n ** 15n),
    v3Pool(WETH, DAI, 500, wethDai, 2n * 10n ** 22n),
    v3Pool(DAI, USD, 100, tickForPrice(DAI, USD, 1), 10n ** 20n),
    v3Pool(WETH, BTC, 3000, tickForPrice(WETH, BTC, 0.05), 10n ** 14n),
    v3Pool(BTC, USD, 3000, tickForPrice(BTC, USD, 60000), 10n ** 12n),
    v3Pool(ABC, WETH, 3000, tickForPrice(ABC, WETH, 0.001), 10n ** 21n),
    v2Pair(WETH, USD, 1000n * e18, 3_000_000n * e6),
    v2Pair(ABC, WETH, 1_000_000n * e18, 1000n * e18),
    v2Pair(DAI, USD, 5_000_000n * e18, 5_000_000n * e6),
  ]
}

/** Net value of a trade as the router ranks it: output less gas, or minus (input plus gas). */
export const net = (trade: Trade) =>
  trade.tradeType === 'exactIn'
    ? trade.quote - trade.gasUseEstimateQuote
    : -(trade.quote + trade.gasUseEstimateQuote)
