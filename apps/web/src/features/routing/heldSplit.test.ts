import { Ether, Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { HeldSplitError, heldSplitLegs } from './heldSplit'
import type { LegInRoute, QuoteResponse } from './quoteSchema'

const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH')
const UNI = new Token(1, '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', 18, 'UNI')
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
const pool = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

/** 200k UNI → USDC as the quote API sends a held split: the UNI/WETH pair once, its WETH divided. */
const legs = (): LegInRoute[] => [
  {
    paidBy: 'trader',
    holdsOutput: true,
    amountIn: '150000000000000000000000',
    amountOut: '160000000000000000000',
    tokenPath: [UNI.address, WETH.address],
    pools: [{ type: 'v2-pool', address: pool(1) }],
  },
  {
    paidBy: 'router',
    holdsOutput: false,
    amountIn: '110000000000000000000',
    amountOut: '330000000000',
    sqrtPriceLimitX96: '1452192572645049566432273350691572',
    tokenPath: [WETH.address, USDC.address],
    pools: [{ type: 'v3-pool', address: pool(2), fee: '500' }],
  },
  {
    paidBy: 'router',
    holdsOutput: false,
    amountIn: '50000000000000000000',
    amountOut: '150000000000',
    tokenPath: [WETH.address, USDT, USDC.address],
    pools: [
      { type: 'v3-pool', address: pool(3), fee: '3000' },
      { type: 'v3-pool', address: pool(4), fee: '100' },
    ],
  },
  {
    paidBy: 'trader',
    holdsOutput: false,
    amountIn: '50000000000000000000000',
    amountOut: '260000000000',
    tokenPath: [UNI.address, WETH.address, USDC.address],
    pools: [
      { type: 'v3-pool', address: pool(5), fee: '3000' },
      { type: 'v2-pool', address: pool(6) },
    ],
  },
]

const response = (legList: unknown[] | undefined, amount = '200000000000000000000000'): QuoteResponse => ({
  quoteId: 'q',
  blockNumber: '100',
  amount,
  quote: '740000000000',
  quoteGasAdjusted: '0',
  gasUseEstimate: '0',
  gasUseEstimateUSD: '0',
  gasPriceWei: '0',
  route: [],
  ...(legList ? { legs: legList as LegInRoute[] } : {}),
  routeString: '',
})

describe('the legs of a held split', () => {
  it('are read into calls to encode: tokens, pools, who pays, the price limit', () => {
    const read = heldSplitLegs(response(legs()), UNI, USDC, true)!
    expect(read.map((leg) => [leg.paidBy, leg.amountIn, leg.pools.map((p) => p.protocol)])).toEqual([
      ['trader', 150_000n * 10n ** 18n, ['v2']],
      ['router', 0n, ['v3']],
      ['router', 0n, ['v3', 'v3']],
      ['trader', 50_000n * 10n ** 18n, ['v3', 'v2']],
    ])
    expect(read[1]!.sqrtPriceLimitX96).toBe(1452192572645049566432273350691572n)
    expect(read[2]!.pools).toEqual([
      { protocol: 'v3', fee: 3000 },
      { protocol: 'v3', fee: 100 },
    ])
    expect(read[2]!.tokenPath).toEqual([WETH.address, USDT, USDC.address])
  })

  it('are absent from an answer without them, and the native coin trades as its wrapped token', () => {
    expect(heldSplitLegs(response(undefined), UNI, USDC, true)).toBeUndefined()
    // UNI → ETH: the UNI/USDT pair once, its USDT into two USDT/WETH pools; the router unwraps the WETH.
    const toEth: LegInRoute[] = [
      { ...legs()[0]!, amountIn: '200000000000000000000000', tokenPath: [UNI.address, USDT] },
      { ...legs()[1]!, tokenPath: [USDT, WETH.address] },
      { ...legs()[1]!, tokenPath: [USDT, WETH.address], sqrtPriceLimitX96: undefined },
    ]
    expect(heldSplitLegs(response(toEth), UNI, Ether.onChain(1), true)).toHaveLength(3)
  })

  const refused: [string, (list: LegInRoute[]) => unknown[]][] = [
    ['a leg of the wrong form', (list) => [{ ...list[0]!, paidBy: 'someone' }, ...list.slice(1)]],
    ['an amount that is not a raw integer', (list) => [{ ...list[0]!, amountIn: '1e21' }, ...list.slice(1)]],
    [
      'an unknown fee tier',
      (list) => [list[0], { ...list[1]!, pools: [{ ...list[1]!.pools[0]!, fee: '42' }] }],
    ],
    [
      'a token path that does not fit its pools',
      (list) => [{ ...list[0]!, tokenPath: [UNI.address, WETH.address, USDC.address] }, ...list.slice(1)],
    ],
    [
      'a price limit on a leg the trader pays',
      (list) => [{ ...list[0]!, sqrtPriceLimitX96: '1' }, ...list.slice(1)],
    ],
    [
      'a price limit on two pools',
      (list) => [list[0], list[1], { ...list[2]!, sqrtPriceLimitX96: '1' }, list[3]],
    ],
    [
      'a trader-paid leg of another token',
      (list) => [...list.slice(0, 3), { ...list[3]!, tokenPath: [USDT, WETH.address, USDC.address] }],
    ],
    [
      'an output leg ending in another token',
      (list) => [list[0], { ...list[1]!, tokenPath: [WETH.address, USDT] }, ...list.slice(2)],
    ],
    [
      'trader payments that are not the amount asked',
      (list) => [{ ...list[0]!, amountIn: '1' }, ...list.slice(1)],
    ],
  ]
  it.each(refused)('refuse %s', (_, change) => {
    expect(() => heldSplitLegs(response(change(legs())), UNI, USDC, true)).toThrow(HeldSplitError)
  })

  it('refuse a router-paid WETH leg when the trader pays ETH', () => {
    const fromEth: LegInRoute[] = [
      { ...legs()[0]!, amountIn: '200000000000000000000000', tokenPath: [WETH.address, USDT] },
      { ...legs()[1]!, tokenPath: [USDT, USDC.address] },
      { ...legs()[1]!, tokenPath: [WETH.address, USDC.address], sqrtPriceLimitX96: undefined },
    ]
    expect(() => heldSplitLegs(response(fromEth), Ether.onChain(1), USDC, true)).toThrow(HeldSplitError)
    expect(heldSplitLegs(response(fromEth.slice(0, 2)), Ether.onChain(1), USDC, true)).toHaveLength(2)
  })

  it('refuse an exact output, which no leg runs', () => {
    expect(() => heldSplitLegs(response(legs()), UNI, USDC, false)).toThrow(HeldSplitError)
  })
})
