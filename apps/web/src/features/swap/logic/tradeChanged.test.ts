import { Trade } from '@uniswap/router-sdk'
import { CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core'
import { Pair, Route } from '@uniswap/v2-sdk'
import { describe, expect, it } from 'vitest'
import { tradeMeaningfullyDiffers } from './tradeChanged'

const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI')

/** A one-pair trade over a USDC/DAI pair with the given reserves. */
function trade(reserveUsdc: bigint, reserveDai: bigint, amountIn: bigint, tradeType = TradeType.EXACT_INPUT) {
  const pair = new Pair(
    CurrencyAmount.fromRawAmount(USDC, reserveUsdc.toString()),
    CurrencyAmount.fromRawAmount(DAI, reserveDai.toString()),
  )
  const route = new Route([pair], USDC, DAI)
  const inputAmount = CurrencyAmount.fromRawAmount(USDC, amountIn.toString())
  const outputAmount = pair.getOutputAmount(inputAmount)[0]
  return new Trade({
    v2Routes: [{ routev2: route, inputAmount, outputAmount }],
    v3Routes: [],
    tradeType,
  })
}

describe('tradeMeaningfullyDiffers', () => {
  const reviewed = trade(1_000_000_000_000n, 10n ** 24n, 1_000_000_000n)

  it('is false for the same amounts, however the trade was rebuilt', () => {
    expect(tradeMeaningfullyDiffers(reviewed, trade(1_000_000_000_000n, 10n ** 24n, 1_000_000_000n))).toBe(
      false,
    )
  })

  it('is true when the pool moved and the output changed', () => {
    expect(
      tradeMeaningfullyDiffers(reviewed, trade(1_000_000_000_000n, 999n * 10n ** 21n, 1_000_000_000n)),
    ).toBe(true)
  })

  it('is true for another input amount or another trade type', () => {
    expect(tradeMeaningfullyDiffers(reviewed, trade(1_000_000_000_000n, 10n ** 24n, 2_000_000_000n))).toBe(
      true,
    )
    expect(
      tradeMeaningfullyDiffers(
        reviewed,
        trade(1_000_000_000_000n, 10n ** 24n, 1_000_000_000n, TradeType.EXACT_OUTPUT),
      ),
    ).toBe(true)
  })
})
