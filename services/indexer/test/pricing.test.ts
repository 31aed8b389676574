import { encodeSqrtRatioX96, TickMath } from '@uniswap/v3-sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CHAIN_PRICING,
  derivedEth,
  ethPriceFromStablePools,
  ratio,
  sqrtPriceToTokenPrices,
  trackedAmountUsd,
  type WhitelistPool,
} from '../src/derive/pricing.ts'

const mainnet = CHAIN_PRICING[1]!
const WETH = mainnet.weth
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f'
const UNI = '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984'
const OTHER = '0x00000000000000000000000000000000000000aa'

const close = (actual: number, expected: number, relative = 1e-12) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * relative)

describe('sqrtPriceToTokenPrices', () => {
  it('reads the USDC/WETH pool at $3,000 as the subgraph does (token0Price: USDC per WETH)', () => {
    // USDC (6 decimals) is token0, WETH (18) token1: 1 USDC = 1/3000 WETH.
    const sqrt = BigInt(
      encodeSqrtRatioX96((10n ** 18n).toString(), (3000n * 10n ** 6n).toString()).toString(),
    )
    const prices = sqrtPriceToTokenPrices(sqrt, 6, 18)
    close(prices.token0Price, 3000, 1e-9)
    close(prices.token1Price, 1 / 3000, 1e-9)
  })

  it('is 0 before the pool is initialized', () => {
    expect(sqrtPriceToTokenPrices(0n, 18, 18)).toEqual({ token0Price: 0, token1Price: 0 })
  })

  it('matches 1.0001^tick across the whole tick range, for any decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: TickMath.MIN_TICK + 1, max: TickMath.MAX_TICK - 1 }),
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 0, max: 24 }),
        (tick, decimals0, decimals1) => {
          const sqrt = BigInt(TickMath.getSqrtRatioAtTick(tick).toString())
          const { token0Price, token1Price } = sqrtPriceToTokenPrices(sqrt, decimals0, decimals1)
          // log10 of the price: tick * log10(1.0001) + decimals0 - decimals1 (sqrt ratios round at 2^-96).
          const expected = tick * Math.log10(1.0001) + decimals0 - decimals1
          expect(Math.abs(Math.log10(token1Price) - expected)).toBeLessThan(1e-9)
          close(token0Price * token1Price, 1, 1e-12)
        },
      ),
    )
  })
})

describe('ratio', () => {
  it('divides bigints of any size to full float precision', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }),
        fc.bigInt({ min: 1n, max: 2n ** 300n }),
        (a, b) => {
          const value = ratio(a, b)
          // Against 60 digits of exact decimal arithmetic, where that is a normal float.
          const exact = Number((a * 10n ** 60n) / b) / 1e60
          if (a === 0n) expect(value).toBe(0)
          else if (Math.abs(exact) > 1e-200) close(value, exact, 1e-12)
        },
      ),
    )
  })
})

describe('ethPriceFromStablePools', () => {
  it('weights each WETH/stablecoin pool by the stablecoin it holds', () => {
    close(
      ethPriceFromStablePools(
        [
          { ethPrice: 3000, stableLocked: 3_000_000 },
          { ethPrice: 3100, stableLocked: 1_000_000 },
        ],
        100_000,
      ),
      3025,
    )
  })

  it('ignores pools below the minimum and is 0 when none is left', () => {
    expect(ethPriceFromStablePools([{ ethPrice: 9999, stableLocked: 10 }], 100_000)).toBe(0)
    expect(
      ethPriceFromStablePools(
        [
          { ethPrice: 9999, stableLocked: 10 },
          { ethPrice: 3000, stableLocked: 200_000 },
        ],
        100_000,
      ),
    ).toBe(3000)
  })

  it('always lies between the cheapest and the dearest counted pool', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            ethPrice: fc.double({ min: 1, max: 1e6, noNaN: true }),
            stableLocked: fc.double({ min: 1, max: 1e9, noNaN: true }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (pools) => {
          const price = ethPriceFromStablePools(pools, 0)
          const prices = pools.map((pool) => pool.ethPrice)
          expect(price).toBeGreaterThanOrEqual(Math.min(...prices) * (1 - 1e-12))
          expect(price).toBeLessThanOrEqual(Math.max(...prices) * (1 + 1e-12))
        },
      ),
    )
  })
})

const uniPool = (overrides: Partial<WhitelistPool>): WhitelistPool => ({
  token0: UNI,
  token1: WETH,
  liquidity: 1n,
  totalValueLocked0: 100_000,
  totalValueLocked1: 100,
  token0Price: 375,
  token1Price: 1 / 375,
  otherDerivedEth: 1,
  ...overrides,
})

describe('derivedEth', () => {
  it('is 1 for WETH and 1/ethPriceUSD for a stablecoin', () => {
    expect(derivedEth(WETH, mainnet, 3000, [])).toBe(1)
    close(derivedEth(DAI, mainnet, 3000, []), 1 / 3000)
    expect(derivedEth(DAI, mainnet, 0, [])).toBe(0)
  })

  it('prices a token through its whitelisted pool: token1Price times the other side’s derivedETH', () => {
    close(derivedEth(UNI, mainnet, 3000, [uniPool({})]), 1 / 375)
    // The same pool with UNI as token1.
    close(
      derivedEth(UNI, mainnet, 3000, [
        uniPool({
          token0: WETH,
          token1: UNI,
          totalValueLocked0: 100,
          totalValueLocked1: 100_000,
          token0Price: 1 / 375,
          token1Price: 375,
        }),
      ]),
      1 / 375,
    )
  })

  it('takes the pool whose other side holds the most ETH, and none below the minimum', () => {
    const shallow = uniPool({ totalValueLocked1: 70, token1Price: 1 / 300 })
    const deep = uniPool({ totalValueLocked1: 500, token1Price: 1 / 400 })
    close(derivedEth(UNI, mainnet, 3000, [shallow, deep]), 1 / 400)
    close(derivedEth(UNI, mainnet, 3000, [deep, shallow]), 1 / 400)
    expect(derivedEth(UNI, mainnet, 3000, [uniPool({ totalValueLocked1: 59 })])).toBe(0)
    expect(derivedEth(UNI, mainnet, 3000, [uniPool({ liquidity: 0n })])).toBe(0)
    // ETH locked counts the other token at its own ETH price: 1,000 DAI at 1/3000 is under 60 ETH.
    expect(
      derivedEth(UNI, mainnet, 3000, [
        uniPool({ token1: DAI, totalValueLocked1: 1000, otherDerivedEth: 1 / 3000, token1Price: 8 }),
      ]),
    ).toBe(0)
  })
})

describe('trackedAmountUsd', () => {
  const swap = (token0: string, token1: string) => ({
    amount0: -2,
    amount1: 6000,
    token0: token0 as `0x${string}`,
    token1: token1 as `0x${string}`,
  })
  it('averages both sides when both are whitelisted', () => {
    close(trackedAmountUsd(swap(WETH, USDC), 3000, 1, mainnet.whitelist), 6000)
    close(trackedAmountUsd(swap(WETH, USDC), 3100, 1, mainnet.whitelist), 6100)
  })
  it('counts the whitelisted side alone, and nothing for two unlisted tokens', () => {
    close(trackedAmountUsd(swap(UNI, WETH), 0, 1, mainnet.whitelist), 6000)
    close(trackedAmountUsd(swap(WETH, UNI), 3000, 999, mainnet.whitelist), 6000)
    expect(trackedAmountUsd(swap(UNI, OTHER), 3000, 1, mainnet.whitelist)).toBe(0)
  })
})
