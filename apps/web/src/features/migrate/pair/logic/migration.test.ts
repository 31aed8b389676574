import { CurrencyAmount, Token } from '@uniswap/sdk-core'
import { FeeAmount, nearestUsableTick, TICK_SPACINGS, TickMath } from '@uniswap/v3-sdk'
import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  isLargePriceDifference,
  MIGRATION_SLIPPAGE,
  migrationAmounts,
  migrationParams,
  migrationTransactionRequest,
  migratorMulticall,
  newPoolAtV2Price,
  priceDifference,
  v2LiquidityValue,
  v2SpotPrice,
  v2SqrtPriceX96,
  v3MigratorAbi,
} from './migration'

const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH')
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI')
const PAIR = '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc'
const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// 3,000,000 USDC and 1,000 WETH: 3,000 USDC per WETH.
const R0 = 3_000_000n * 10n ** 6n
const R1 = 1_000n * 10n ** 18n

describe('v2 price and the 2% rule', () => {
  it('prices token0 in token1 from the reserves', () => {
    const price = v2SpotPrice(USDC, WETH, R0, R1)
    expect(price.invert().toSignificant(6)).toBe('3000')
  })

  it('warns at 2% or more either way, not below', () => {
    const v2 = v2SpotPrice(USDC, WETH, R0, R1)
    const at = (usdcPerWeth: bigint) => v2SpotPrice(USDC, WETH, usdcPerWeth * 10n ** 6n, 10n ** 18n)
    expect(priceDifference(v2, at(3000n)).toFixed(2)).toBe('0.00')
    // 1 WETH for 2,940 USDC: WETH is dearer in USDC terms (price of USDC up 2.04%).
    expect(isLargePriceDifference(priceDifference(v2, at(2940n)))).toBe(true)
    expect(isLargePriceDifference(priceDifference(v2, at(2950n)))).toBe(false)
    // Exactly 2%: v3 price of token0 = 1.02 × v2.
    const exact = v2SpotPrice(USDC, WETH, 100n * R0, 102n * R1)
    expect(priceDifference(v2, exact).toFixed(4)).toBe('2.0000')
    expect(isLargePriceDifference(priceDifference(v2, exact))).toBe(true)
    const justBelow = v2SpotPrice(USDC, WETH, 1000n * R0, 1019n * R1)
    expect(isLargePriceDifference(priceDifference(v2, justBelow))).toBe(false)
    const down = v2SpotPrice(USDC, WETH, 100n * R0, 98n * R1)
    expect(priceDifference(v2, down).toFixed(2)).toBe('-2.00')
    expect(isLargePriceDifference(priceDifference(v2, down))).toBe(true)
  })
})

describe('amounts expected in v3 and refunded', () => {
  it('values the pool tokens pro rata, rounded down like the pair burn', () => {
    const value = v2LiquidityValue({
      token0: USDC,
      token1: WETH,
      reserve0: 1_000n,
      reserve1: 999n,
      totalSupply: 3n,
      liquidity: 1n,
    })
    expect(value.amount0.quotient.toString()).toBe('333')
    expect(value.amount1.quotient.toString()).toBe('333')
  })

  it('puts everything in a full range position at the v2 price of a new pool; the refund is dust', () => {
    const pool = newPoolAtV2Price(USDC, WETH, FeeAmount.LOWEST, R0, R1)
    expect(BigInt(pool.sqrtRatioX96.toString())).toBe(v2SqrtPriceX96(R0, R1))
    const spacing = TICK_SPACINGS[FeeAmount.LOWEST]
    const amounts = migrationAmounts({
      pool,
      tickLower: nearestUsableTick(TickMath.MIN_TICK, spacing),
      tickUpper: nearestUsableTick(TickMath.MAX_TICK, spacing),
      amount0: CurrencyAmount.fromRawAmount(USDC, (3000n * 10n ** 6n).toString()),
      amount1: CurrencyAmount.fromRawAmount(WETH, (10n ** 18n).toString()),
      slippage: MIGRATION_SLIPPAGE,
    })
    const in0 = BigInt(amounts.v3Amount0.quotient.toString())
    const in1 = BigInt(amounts.v3Amount1.quotient.toString())
    expect(in0 + BigInt(amounts.refund0.quotient.toString())).toBe(3000n * 10n ** 6n)
    expect(in1 + BigInt(amounts.refund1.quotient.toString())).toBe(10n ** 18n)
    // At the pair's own price the burned amounts fit the range: at most a millionth is left over.
    expect(Number(amounts.refund0.quotient.toString())).toBeLessThan(3000)
    expect(Number(amounts.refund1.quotient.toString())).toBeLessThan(1e12)
    // 0.75% slippage: the minimums sit a little under the amounts, never above.
    expect(amounts.amount0Min).toBeLessThan(in0)
    expect(amounts.amount1Min).toBeLessThan(in1)
    expect(Number(amounts.amount0Min)).toBeGreaterThan(Number(in0) * 0.985)
    expect(Number(amounts.amount1Min)).toBeGreaterThan(Number(in1) * 0.985)
  })

  it('refunds the side a range above the price cannot take', () => {
    const pool = newPoolAtV2Price(USDC, WETH, FeeAmount.MEDIUM, R0, R1)
    const spacing = TICK_SPACINGS[FeeAmount.MEDIUM]
    const tickLower = nearestUsableTick(pool.tickCurrent + 600, spacing)
    const amounts = migrationAmounts({
      pool,
      tickLower,
      tickUpper: tickLower + 60 * spacing,
      amount0: CurrencyAmount.fromRawAmount(USDC, (3000n * 10n ** 6n).toString()),
      amount1: CurrencyAmount.fromRawAmount(WETH, (10n ** 18n).toString()),
      slippage: MIGRATION_SLIPPAGE,
    })
    // Entirely above the current tick: token0 only, all of token1 comes back.
    expect(amounts.v3Amount1.quotient.toString()).toBe('0')
    expect(amounts.refund1.quotient.toString()).toBe((10n ** 18n).toString())
    expect(amounts.amount1Min).toBe(0n)
    expect(BigInt(amounts.v3Amount0.quotient.toString())).toBeGreaterThan(2999n * 10n ** 6n)
  })
})

describe('the migration parameters and the multicall', () => {
  const base = {
    pair: PAIR,
    liquidity: 123_456_789n,
    token0: USDC,
    token1: WETH,
    fee: FeeAmount.LOWEST,
    tickLower: -887_272,
    tickUpper: 887_272,
    amount0Min: 10n,
    amount1Min: 20n,
    recipient: ME,
    deadline: 1_700_001_800n,
    wrappedNative: WETH,
  } as const

  it('moves all the pool tokens at 100% with the ticks, minimums, recipient and deadline given', () => {
    expect(migrationParams(base)).toEqual({
      pair: PAIR,
      liquidityToMigrate: 123_456_789n,
      percentageToMigrate: 100,
      token0: USDC.address,
      token1: WETH.address,
      fee: 100,
      tickLower: -887_272,
      tickUpper: 887_272,
      amount0Min: 10n,
      amount1Min: 20n,
      recipient: ME,
      deadline: 1_700_001_800n,
      refundAsETH: true,
    })
  })

  it('refunds as ETH only when a side is the wrapped native token', () => {
    expect(migrationParams({ ...base, token1: DAI, token0: USDC }).refundAsETH).toBe(false)
  })

  it('sends selfPermit, createAndInitializePoolIfNecessary and migrate in that order, only when needed', () => {
    const params = migrationParams(base)
    const decode = (data: `0x${string}`) => {
      const outer = decodeFunctionData({ abi: v3MigratorAbi, data })
      expect(outer.functionName).toBe('multicall')
      const [inner] = outer.args as readonly [readonly `0x${string}`[]]
      return inner.map((call) => decodeFunctionData({ abi: v3MigratorAbi, data: call }))
    }
    expect(decode(migratorMulticall({ params })).map((c) => c.functionName)).toEqual(['migrate'])
    const full = decode(
      migratorMulticall({
        params,
        permit: {
          value: 123_456_789n,
          deadline: 99n,
          v: 27,
          r: `0x${'11'.repeat(32)}`,
          s: `0x${'22'.repeat(32)}`,
        },
        createPoolSqrtPriceX96: v2SqrtPriceX96(R0, R1),
      }),
    )
    expect(full.map((c) => c.functionName)).toEqual([
      'selfPermit',
      'createAndInitializePoolIfNecessary',
      'migrate',
    ])
    expect(full[0]?.args?.[0]).toBe(PAIR)
    expect(full[0]?.args?.[1]).toBe(123_456_789n)
    expect(full[1]?.args).toEqual([USDC.address, WETH.address, 100, v2SqrtPriceX96(R0, R1)])
    expect(full[2]?.args?.[0]).toEqual(params)
  })

  it('sends the multicall to the migrator, with no value', () => {
    const params = migrationParams(base)
    const MIGRATOR_ADDRESS = '0xA5644E29708357803b5A882D272c41cC0dF92B34'
    const permit = {
      value: 1n,
      deadline: 99n,
      v: 27,
      r: `0x${'11'.repeat(32)}`,
      s: `0x${'22'.repeat(32)}`,
    } as const
    expect(migrationTransactionRequest({ migrator: MIGRATOR_ADDRESS, params, permit })).toEqual({
      to: MIGRATOR_ADDRESS,
      data: migratorMulticall({ params, permit }),
    })
    expect(migrationTransactionRequest({ migrator: MIGRATOR_ADDRESS, params }).data).toBe(
      migratorMulticall({ params }),
    )
  })
})
