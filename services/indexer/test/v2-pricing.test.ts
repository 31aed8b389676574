import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type PricingPair,
  reservePrices,
  trackedReserveEth,
  V2_CHAIN_PRICING,
  v2DerivedEth,
  v2EthPrice,
} from '../src/derive/v2-pricing.ts'

const mainnet = V2_CHAIN_PRICING[1]!
const WETH = mainnet.weth
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f'
const UNI = '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984'
const LINK = '0x514910771af9ca656af840dff83e8264ecf986ca'
const OTHER = '0x00000000000000000000000000000000000000aa'

const close = (actual: number, expected: number, relative = 1e-12) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * relative)

describe('reservePrices', () => {
  it('names the prices as the v2 subgraph does: token0Price is token0 per token1', () => {
    // USDC/WETH with 3,000,000 USDC and 1,000 WETH: 3,000 USDC per WETH.
    expect(reservePrices(3_000_000, 1_000)).toEqual({ token0Price: 3000, token1Price: 1 / 3000 })
  })

  it('is 0 while either reserve is empty', () => {
    expect(reservePrices(0, 5)).toEqual({ token0Price: 0, token1Price: 0 })
    expect(reservePrices(5, 0)).toEqual({ token0Price: 0, token1Price: 0 })
  })

  it('gives prices that are each other’s inverse', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-9, max: 1e15, noNaN: true }),
        fc.double({ min: 1e-9, max: 1e15, noNaN: true }),
        (a, b) => {
          const { token0Price, token1Price } = reservePrices(a, b)
          close(token0Price * token1Price, 1, 1e-12)
        },
      ),
    )
  })
})

describe('v2EthPrice', () => {
  it('weights each stablecoin pair by the WETH it holds', () => {
    // 1,000 WETH at 3,000 and 3,000 WETH at 3,100: (3000 * 1000 + 3100 * 3000) / 4000.
    const price = v2EthPrice([
      { ethPrice: 3000, ethReserve: 1000 },
      { ethPrice: 3100, ethReserve: 3000 },
    ])
    close(price, 3075)
  })

  it('is 0 without a pair holding WETH, and ignores empty pairs', () => {
    expect(v2EthPrice([])).toBe(0)
    expect(v2EthPrice([{ ethPrice: 3000, ethReserve: 0 }])).toBe(0)
    expect(
      v2EthPrice([
        { ethPrice: 0, ethReserve: 10 },
        { ethPrice: 2000, ethReserve: 1 },
      ]),
    ).toBe(2000)
  })

  it('lies between the lowest and the highest pair price', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            ethPrice: fc.double({ min: 1, max: 1e6, noNaN: true }),
            ethReserve: fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        (pairs) => {
          const price = v2EthPrice(pairs)
          const prices = pairs.map((pair) => pair.ethPrice)
          expect(price).toBeGreaterThanOrEqual(Math.min(...prices) * (1 - 1e-12))
          expect(price).toBeLessThanOrEqual(Math.max(...prices) * (1 + 1e-12))
        },
      ),
    )
  })
})

const pairOf = (
  token: string,
  other: string,
  tokenPerOther: number,
  reserveETH: number,
  otherDerivedEth: number,
): PricingPair => {
  // Sorted as the factory sorts them; token1Price is token1 per token0.
  const [token0, token1] = token < other ? [token, other] : [other, token]
  const otherPerToken = 1 / tokenPerOther
  const token1Price = token0 === token ? otherPerToken : tokenPerOther
  return {
    token0: token0 as PricingPair['token0'],
    token1: token1 as PricingPair['token1'],
    token1Price,
    token0Price: 1 / token1Price,
    reserveETH,
    otherDerivedEth,
  }
}

describe('v2DerivedEth', () => {
  it('is 1 for WETH and 1/ethPrice for the stablecoins', () => {
    expect(v2DerivedEth(WETH, mainnet, 3000, [])).toBe(1)
    close(v2DerivedEth(USDC, mainnet, 3000, []), 1 / 3000)
    expect(v2DerivedEth(DAI, mainnet, 0, [])).toBe(0)
  })

  it('prices a token through its WETH pair: 400 UNI per WETH is 1/400 ETH', () => {
    const pairs = [pairOf(UNI, WETH, 400, 500, 1)]
    close(v2DerivedEth(UNI, mainnet, 3000, pairs), 1 / 400)
  })

  it('takes the first whitelisted token in the whitelist’s order, not the deepest pair', () => {
    // WETH comes first in the whitelist: its pair prices LINK even though the DAI pair is deeper.
    const viaWeth = pairOf(LINK, WETH, 200, 10, 1)
    const viaDai = pairOf(LINK, DAI, 1 / 20, 1000, 1 / 3000)
    close(v2DerivedEth(LINK, mainnet, 3000, [viaDai, viaWeth]), 1 / 200)
  })

  it('skips pairs at or below the minimum reserveETH (2 ETH) and falls to the next whitelisted token', () => {
    const shallowWeth = pairOf(LINK, WETH, 100, 2, 1)
    const viaDai = pairOf(LINK, DAI, 1 / 20, 50, 1 / 3000)
    close(v2DerivedEth(LINK, mainnet, 3000, [shallowWeth, viaDai]), 20 / 3000)
    expect(v2DerivedEth(LINK, mainnet, 3000, [shallowWeth])).toBe(0)
  })

  it('is 0 for a token paired with no whitelisted token', () => {
    expect(v2DerivedEth(OTHER, mainnet, 3000, [])).toBe(0)
  })
})

describe('trackedReserveEth', () => {
  const pair = { token0: UNI, token1: WETH, reserve0: 1000, reserve1: 2 } as const

  it('sums both sides when both tokens are whitelisted', () => {
    close(trackedReserveEth(pair, 0.002, 1, mainnet.whitelist), 4)
  })

  it('doubles the whitelisted side when only one is, and is 0 when neither is', () => {
    close(trackedReserveEth({ ...pair, token0: OTHER }, 0.002, 1, mainnet.whitelist), 4)
    close(trackedReserveEth({ ...pair, token0: OTHER, reserve1: 3 }, 0.5, 1, mainnet.whitelist), 6)
    expect(trackedReserveEth({ ...pair, token0: OTHER, token1: OTHER }, 1, 1, mainnet.whitelist)).toBe(0)
  })
})
