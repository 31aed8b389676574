import { CurrencyAmount, Fraction, Percent, Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { afterTax, feeOnTransferQuote, minimumReceived, v2AmountOut } from './feeOnTransfer'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const TAX5 = '0x7A57A57A57A57a57A57A57a57A57a57A57A57A05'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const taxes = { [TAX5.toLowerCase()]: { buyBps: 500, sellBps: 500 } }
const E18 = 10n ** 18n

/** What a token taking `bps` of each transfer, rounded down as Solidity does, delivers. */
const onChainTransfer = (amount: bigint, bps: number) => amount - (amount * BigInt(bps)) / 10_000n

const amount = fc.bigInt({ min: 1n, max: 10n ** 30n })
const reserve = fc.bigInt({ min: 1000n, max: 10n ** 30n })
const bps = fc.integer({ min: 0, max: 9_999 })

describe('afterTax', () => {
  it('takes the tax, rounded against the trader', () => {
    expect(afterTax(1000n, 500)).toBe(950n)
    expect(afterTax(1001n, 500)).toBe(950n)
    expect(afterTax(1000n, 0)).toBe(1000n)
    expect(afterTax(0n, 500)).toBe(0n)
    expect(afterTax(7n, 10_000)).toBe(0n)
  })
  it('never delivers more than the chain does, and at most one unit less', () => {
    fc.assert(
      fc.property(amount, bps, (value, tax) => {
        const estimate = afterTax(value, tax)
        expect(estimate).toBeLessThanOrEqual(onChainTransfer(value, tax))
        expect(onChainTransfer(value, tax) - estimate).toBeLessThanOrEqual(1n)
      }),
    )
  })
})

describe('v2AmountOut', () => {
  it('is the v2 SDK’s output of an untaxed pair', () => {
    const a = new Token(1, WETH, 18, 'WETH')
    const b = new Token(1, USDC, 6, 'USDC')
    fc.assert(
      fc.property(amount, reserve, reserve, (amountIn, reserveIn, reserveOut) => {
        const ours = v2AmountOut(amountIn, reserveIn, reserveOut)
        const pair = new Pair(
          CurrencyAmount.fromRawAmount(a, reserveIn.toString()),
          CurrencyAmount.fromRawAmount(b, reserveOut.toString()),
        )
        let sdk = 0n
        try {
          sdk = BigInt(
            pair.getOutputAmount(CurrencyAmount.fromRawAmount(a, amountIn.toString()))[0].quotient.toString(),
          )
        } catch {
          // The SDK throws where the pair would pay nothing.
        }
        expect(ours).toBe(sdk)
      }),
      { numRuns: 200 },
    )
  })
})

describe('feeOnTransferQuote', () => {
  const buy = (reserveWeth: bigint, reserveTax: bigint) => [
    { tokenIn: WETH, tokenOut: TAX5, reserveIn: reserveWeth, reserveOut: reserveTax },
  ]
  const sell = (reserveTax: bigint, reserveWeth: bigint) => [
    { tokenIn: TAX5, tokenOut: WETH, reserveIn: reserveTax, reserveOut: reserveWeth },
  ]

  it('takes the buy tax from what the pair sends', () => {
    const quote = feeOnTransferQuote(E18, buy(100n * E18, 100_000n * E18), taxes)
    const poolOutput = v2AmountOut(E18, 100n * E18, 100_000n * E18)
    expect(quote).toEqual({ pairInput: E18, poolOutput, received: afterTax(poolOutput, 500) })
  })
  it('takes the sell tax from what the pair receives', () => {
    const quote = feeOnTransferQuote(1000n * E18, sell(100_000n * E18, 100n * E18), taxes)
    const pairInput = 950n * E18
    const poolOutput = v2AmountOut(pairInput, 100_000n * E18, 100n * E18)
    expect(quote).toEqual({ pairInput, poolOutput, received: poolOutput })
  })
  it('taxes an untaxed path not at all', () => {
    const quote = feeOnTransferQuote(E18, buy(100n * E18, 100_000n * E18), {})
    expect(quote?.received).toBe(v2AmountOut(E18, 100n * E18, 100_000n * E18))
  })
  it('has nothing to say about a trade the pair cannot pay for', () => {
    expect(feeOnTransferQuote(1n, buy(100n * E18, 100n), taxes)).toBeUndefined()
    expect(feeOnTransferQuote(E18, [], taxes)).toBeUndefined()
  })
  it('never promises more than the chain delivers, and delivers less the higher the tax', () => {
    fc.assert(
      fc.property(amount, reserve, reserve, bps, bps, (amountIn, reserveIn, reserveOut, sellBps, buyBps) => {
        const table = { [TAX5.toLowerCase()]: { buyBps, sellBps } }
        const hops = [
          { tokenIn: TAX5, tokenOut: TAX5, reserveIn, reserveOut }, // taxed both in and out
        ]
        const quote = feeOnTransferQuote(amountIn, hops, table)
        const chainPairInput = onChainTransfer(amountIn, sellBps)
        const chainReceived = onChainTransfer(v2AmountOut(chainPairInput, reserveIn, reserveOut), buyBps)
        if (!quote) return
        expect(quote.received).toBeLessThanOrEqual(chainReceived)
        const untaxed = feeOnTransferQuote(amountIn, hops, {})
        expect(untaxed && quote.received <= untaxed.received).toBe(true)
      }),
    )
  })
  it('grows with the amount paid', () => {
    fc.assert(
      fc.property(amount, amount, reserve, reserve, (x, y, reserveIn, reserveOut) => {
        const [small, large] = x < y ? [x, y] : [y, x]
        const a = feeOnTransferQuote(small, sell(reserveIn, reserveOut), taxes)?.received ?? 0n
        const b = feeOnTransferQuote(large, sell(reserveIn, reserveOut), taxes)?.received ?? 0n
        expect(a).toBeLessThanOrEqual(b)
      }),
    )
  })
})

describe('minimumReceived', () => {
  it('is what router-sdk asks for: received × (1 − slippage), rounded down', () => {
    expect(minimumReceived(1000n, { numerator: 50n, denominator: 10_000n })).toBe(995n)
    fc.assert(
      fc.property(amount, fc.bigInt({ min: 0n, max: 5000n }), (received, numerator) => {
        const slippage = new Percent(numerator.toString(), '10000')
        const sdk = new Fraction(1).subtract(slippage).multiply(received.toString()).quotient.toString()
        const ours = minimumReceived(received, { numerator, denominator: 10_000n })
        expect(ours).toBe(BigInt(sdk))
        expect(ours).toBeLessThanOrEqual(received)
      }),
    )
  })
  it('refuses a slippage that makes no sense', () => {
    expect(() => minimumReceived(1n, { numerator: 1n, denominator: 0n })).toThrow(RangeError)
    expect(() => minimumReceived(1n, { numerator: -1n, denominator: 100n })).toThrow(RangeError)
    expect(() => minimumReceived(1n, { numerator: 101n, denominator: 100n })).toThrow(RangeError)
  })
})
