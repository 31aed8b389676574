import { CurrencyAmount, Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { describe, expect, it } from 'vitest'
import { withStakedPositions } from './staked'

const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH')
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI')
const pair = (a: Token, b: Token) =>
  new Pair(CurrencyAmount.fromRawAmount(a, '1000000000'), CurrencyAmount.fromRawAmount(b, '2000000000'))
const ethUsdc = pair(WETH, USDC)
const ethDai = pair(WETH, DAI)
const lp = (p: Pair, raw: string) => CurrencyAmount.fromRawAmount(p.liquidityToken, raw)

describe('withStakedPositions', () => {
  it('adds the staked amount to a held pair and lists a pair held only in a rewards pool', () => {
    const cards = withStakedPositions(
      [{ pair: ethUsdc, balance: lp(ethUsdc, '100') }],
      [
        { pair: ethUsdc, amount: 50n },
        { pair: ethDai, amount: 7n },
      ],
    )
    expect(cards).toHaveLength(2)
    expect(cards[0]?.balance.quotient.toString()).toBe('100')
    expect(cards[0]?.staked?.quotient.toString()).toBe('50')
    expect(cards[1]?.pair).toBe(ethDai)
    expect(cards[1]?.balance.quotient.toString()).toBe('0')
    expect(cards[1]?.staked?.quotient.toString()).toBe('7')
  })

  it('ignores rewards pools the account has nothing staked in', () => {
    const cards = withStakedPositions(
      [{ pair: ethUsdc, balance: lp(ethUsdc, '100') }],
      [{ pair: ethDai, amount: 0n }],
    )
    expect(cards).toEqual([{ pair: ethUsdc, balance: lp(ethUsdc, '100') }])
  })
})
