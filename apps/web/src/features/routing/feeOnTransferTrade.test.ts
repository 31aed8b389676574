import { Trade } from '@uniswap/router-sdk'
import { type Currency, CurrencyAmount, Ether, Percent, Token, TradeType } from '@uniswap/sdk-core'
import { Pair, Route as V2Route } from '@uniswap/v2-sdk'
import { describe, expect, it } from 'vitest'
import { afterTax, isFeeOnTransferTrade, minimumReceived, v2AmountOut } from './feeOnTransfer'
import { feeOnTransferTrade } from './feeOnTransferTrade'
import { withFeeOnTransfer } from './routedTrade'

const ETH = Ether.onChain(1)
const WETH = ETH.wrapped
const TAX5 = new Token(1, '0x7A57A57A57A57a57A57A57a57A57a57A57A57A05', 18, 'TAX5')
const taxes = { [TAX5.address.toLowerCase()]: { buyBps: 500, sellBps: 500 } }
const E18 = 10n ** 18n
const reserveWeth = 50n * E18
const reserveTax = 100_000n * E18
const pair = new Pair(
  CurrencyAmount.fromRawAmount(WETH, reserveWeth.toString()),
  CurrencyAmount.fromRawAmount(TAX5, reserveTax.toString()),
)

/** A trade as routing hands it over: the pools' amounts, taxes not counted. */
function routed(input: Currency, output: Currency, amountIn: bigint, tradeType = TradeType.EXACT_INPUT) {
  const [reserveIn, reserveOut] = input.equals(TAX5) ? [reserveTax, reserveWeth] : [reserveWeth, reserveTax]
  return new Trade({
    v2Routes: [
      {
        routev2: new V2Route([pair], input, output),
        inputAmount: CurrencyAmount.fromRawAmount(input, amountIn.toString()),
        outputAmount: CurrencyAmount.fromRawAmount(
          output,
          v2AmountOut(amountIn, reserveIn, reserveOut).toString(),
        ),
      },
    ],
    v3Routes: [],
    tradeType,
  })
}

describe('feeOnTransferTrade', () => {
  it('buys with ETH: the output after the buy tax, the minimum from it, no tax in the price impact', () => {
    const result = feeOnTransferTrade(routed(ETH, TAX5, E18 / 10n), taxes)
    if (!('trade' in result)) throw new Error(result.refused)
    const poolOutput = v2AmountOut(E18 / 10n, reserveWeth, reserveTax)
    expect(isFeeOnTransferTrade(result.trade)).toBe(true)
    expect(isFeeOnTransferTrade(routed(ETH, TAX5, E18 / 10n))).toBe(false)
    expect(result.trade.inputAmount.currency.isNative).toBe(true)
    expect(result.trade.outputAmount.quotient.toString()).toBe(afterTax(poolOutput, 500).toString())
    const slippage = new Percent(50, 10_000)
    expect(result.trade.minimumAmountOut(slippage).quotient.toString()).toBe(
      minimumReceived(afterTax(poolOutput, 500), { numerator: 50n, denominator: 10_000n }).toString(),
    )
    // 0.1 ETH in a 50 ETH pool: about 0.5% of impact (and the 0.3% fee), not the 5% tax.
    expect(result.trade.priceImpact.lessThan(new Percent(1, 100))).toBe(true)
    expect(result.trade.priceImpact.greaterThan(new Percent(4, 1000))).toBe(true)
  })
  it('sells for ETH: the pair is paid what arrives after the sell tax', () => {
    const amountIn = 1000n * E18
    const result = feeOnTransferTrade(routed(TAX5, ETH, amountIn), taxes)
    if (!('trade' in result)) throw new Error(result.refused)
    expect(result.trade.inputAmount.quotient.toString()).toBe(amountIn.toString())
    expect(result.trade.outputAmount.quotient.toString()).toBe(
      v2AmountOut(afterTax(amountIn, 500), reserveTax, reserveWeth).toString(),
    )
    expect(result.trade.outputAmount.currency.isNative).toBe(true)
  })
  it('refuses an exact output', () => {
    expect(feeOnTransferTrade(routed(ETH, TAX5, E18, TradeType.EXACT_OUTPUT), taxes)).toEqual({
      refused: 'exact-output',
    })
  })
  it('refuses a trade split over several routes', () => {
    const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI')
    const wethDai = new Pair(
      CurrencyAmount.fromRawAmount(WETH, reserveWeth.toString()),
      CurrencyAmount.fromRawAmount(DAI, reserveTax.toString()),
    )
    const daiTax = new Pair(
      CurrencyAmount.fromRawAmount(DAI, reserveTax.toString()),
      CurrencyAmount.fromRawAmount(TAX5, reserveTax.toString()),
    )
    const half = CurrencyAmount.fromRawAmount(ETH, (E18 / 2n).toString())
    const out = CurrencyAmount.fromRawAmount(TAX5, '1000')
    const split = new Trade({
      v2Routes: [
        { routev2: new V2Route([pair], ETH, TAX5), inputAmount: half, outputAmount: out },
        { routev2: new V2Route([wethDai, daiTax], ETH, TAX5), inputAmount: half, outputAmount: out },
      ],
      v3Routes: [],
      tradeType: TradeType.EXACT_INPUT,
    })
    expect(feeOnTransferTrade(split, taxes)).toEqual({ refused: 'not-single-v2-route' })
  })
})

describe('withFeeOnTransfer', () => {
  const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI')
  const split = () => {
    const wethDai = new Pair(
      CurrencyAmount.fromRawAmount(WETH, reserveWeth.toString()),
      CurrencyAmount.fromRawAmount(DAI, reserveTax.toString()),
    )
    const daiTax = new Pair(
      CurrencyAmount.fromRawAmount(DAI, reserveTax.toString()),
      CurrencyAmount.fromRawAmount(TAX5, reserveTax.toString()),
    )
    const half = CurrencyAmount.fromRawAmount(ETH, (E18 / 20n).toString())
    const out = CurrencyAmount.fromRawAmount(TAX5, '1000')
    return new Trade({
      v2Routes: [
        { routev2: new V2Route([pair], ETH, TAX5), inputAmount: half, outputAmount: out },
        { routev2: new V2Route([wethDai, daiTax], ETH, TAX5), inputAmount: half, outputAmount: out },
      ],
      v3Routes: [],
      tradeType: TradeType.EXACT_INPUT,
    })
  }
  const routedOf = (trade: Trade<Currency, Currency, TradeType>) => ({
    trade,
    blockNumber: 7n,
    gasUseEstimateUSD: '1.00',
  })

  it('recomputes a single v2 route without routing again', async () => {
    let rerouted = false
    const result = await withFeeOnTransfer(routedOf(routed(ETH, TAX5, E18 / 10n)), taxes, async () => {
      rerouted = true
      return null
    })
    expect(rerouted).toBe(false)
    expect(isFeeOnTransferTrade(result?.trade)).toBe(true)
    expect(result?.blockNumber).toBe(7n)
  })
  it('routes a split trade again on one route, and gives up when there is none', async () => {
    const single = routedOf(routed(ETH, TAX5, E18 / 10n))
    const result = await withFeeOnTransfer(routedOf(split()), taxes, async () => single)
    expect(result?.trade.swaps).toHaveLength(1)
    expect(isFeeOnTransferTrade(result?.trade)).toBe(true)
    expect(await withFeeOnTransfer(routedOf(split()), taxes, async () => null)).toBeNull()
  })
  it('has no trade for an exact output', async () => {
    const exactOut = routedOf(routed(ETH, TAX5, E18, TradeType.EXACT_OUTPUT))
    expect(await withFeeOnTransfer(exactOut, taxes, async () => null)).toBeNull()
  })
})
