import { Trade } from '@uniswap/router-sdk'
import { type Currency, CurrencyAmount, Percent, TradeType } from '@uniswap/sdk-core'
import { Route as V2Route } from '@uniswap/v2-sdk'
import { feeOnTransferQuote, type TaxTable, type V2Hop } from './feeOnTransfer'
import type { SdkTrade } from './sdkTrade'

/**
 * A trade of a fee-on-transfer token on one v2 route, with the amounts after the taxes (what the
 * recipient gets, and so what the minimum is computed from). Its price impact leaves the taxes out:
 * they are the token's, shown apart, not the pool's.
 */
class FeeOnTransferTrade extends Trade<Currency, Currency, TradeType> {
  /** The mark `isFeeOnTransferTrade` reads, so that code loaded before the SDK can tell. */
  readonly feeOnTransfer = true
  readonly #untaxedImpact: Percent

  constructor(
    route: V2Route<Currency, Currency>,
    inputAmount: CurrencyAmount<Currency>,
    outputAmount: CurrencyAmount<Currency>,
    untaxedImpact: Percent,
  ) {
    super({
      v2Routes: [{ routev2: route, inputAmount, outputAmount }],
      v3Routes: [],
      tradeType: TradeType.EXACT_INPUT,
    })
    this.#untaxedImpact = untaxedImpact
  }

  override get priceImpact(): Percent {
    return this.#untaxedImpact
  }
}

/** Why a trade of a taxed token cannot go through the supporting functions. */
export type FeeOnTransferRefusal = 'exact-output' | 'not-single-v2-route' | 'no-output'

/**
 * The routed trade recomputed for the v2 router's `…SupportingFeeOnTransferTokens` functions: exact
 * input only, along one route of v2 pairs (those functions take one path), the recipient's amount after
 * the input's sell tax and each output's buy tax.
 */
export function feeOnTransferTrade(
  trade: SdkTrade,
  taxes: TaxTable,
): { trade: SdkTrade } | { refused: FeeOnTransferRefusal } {
  if (trade.tradeType !== TradeType.EXACT_INPUT) return { refused: 'exact-output' }
  const [swap, ...others] = trade.swaps
  const route = swap?.route
  if (!swap || others.length > 0 || !(route instanceof V2Route)) return { refused: 'not-single-v2-route' }
  const pairs = route.pairs
  const hops: V2Hop[] = pairs.map((pair, index) => {
    const tokenIn = route.path[index]!
    const tokenOut = route.path[index + 1]!
    return {
      tokenIn: tokenIn.address,
      tokenOut: tokenOut.address,
      reserveIn: BigInt(pair.reserveOf(tokenIn).quotient.toString()),
      reserveOut: BigInt(pair.reserveOf(tokenOut).quotient.toString()),
    }
  })
  const inputAmount = trade.inputAmount
  const quote = feeOnTransferQuote(BigInt(inputAmount.quotient.toString()), hops, taxes)
  if (!quote) return { refused: 'no-output' }
  const v2Route = new V2Route(pairs, inputAmount.currency, trade.outputAmount.currency)
  // The pools' own impact: the mid price applied to what the first pair receives, against what the last pays.
  const spot = BigInt(
    v2Route.midPrice
      .quote(CurrencyAmount.fromRawAmount(inputAmount.currency, quote.pairInput.toString()))
      .quotient.toString(),
  )
  const impact =
    spot > 0n ? new Percent((spot - quote.poolOutput).toString(), spot.toString()) : new Percent(0)
  return {
    trade: new FeeOnTransferTrade(
      v2Route,
      inputAmount,
      CurrencyAmount.fromRawAmount(trade.outputAmount.currency, quote.received.toString()),
      impact,
    ),
  }
}
