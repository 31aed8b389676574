import { Token } from '@uniswap/sdk-core'
import { FeeAmount, nearestUsableTick, TICK_SPACINGS, TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { deriveMigration, migrateActions } from './migrateState'
import { MIGRATION_SLIPPAGE, newPoolAtV2Price } from './migration'

const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH')
// 3,000 USDC per WETH in the v2 pair.
const R0 = 3_000_000n * 10n ** 6n
const R1 = 1_000n * 10n ** 18n
const info = { reserve0: R0, reserve1: R1, totalSupply: 1_000n, balance: 10n }
const spacing = TICK_SPACINGS[FeeAmount.MEDIUM]
const fullRange = {
  tickLower: nearestUsableTick(TickMath.MIN_TICK, spacing),
  tickUpper: nearestUsableTick(TickMath.MAX_TICK, spacing),
}
const newPool = newPoolAtV2Price(USDC, WETH, FeeAmount.MEDIUM, R0, R1)
const base = {
  info,
  token0: USDC,
  token1: WETH,
  pool: null,
  poolForMigration: newPool,
  aIs0: true,
  ...fullRange,
  invalidRange: false,
  slippage: MIGRATION_SLIPPAGE,
}

describe('deriveMigration', () => {
  it('sizes a new pool at the v2 price: 1% of the pair, no v3 price to compare', () => {
    const view = deriveMigration(base)
    expect(view.v2Price?.toSignificant(6)).toBe(view.v2PriceOfA?.toSignificant(6))
    expect(view.v3Price).toBeUndefined()
    expect(view.difference).toBeUndefined()
    expect(view.largeDifference).toBe(false)
    expect(view.burned?.amount0.quotient.toString()).toBe((R0 / 100n).toString())
    expect(view.amounts).toBeDefined()
    expect(BigInt(view.amounts?.v3Amount0.quotient.toString() ?? '0')).toBeLessThanOrEqual(R0 / 100n)
  })

  it('compares with an existing pool, and reads prices of A in B when A is token1', () => {
    const moved = newPoolAtV2Price(USDC, WETH, FeeAmount.MEDIUM, R0, (R1 * 110n) / 100n)
    const view = deriveMigration({ ...base, pool: moved, poolForMigration: moved, aIs0: false })
    expect(view.largeDifference).toBe(true)
    expect(Number(view.difference?.toFixed(1))).toBeCloseTo(10, 0)
    expect(view.v2PriceOfA?.baseCurrency.equals(WETH)).toBe(true)
    expect(view.v3PriceOfA?.baseCurrency.equals(WETH)).toBe(true)
  })

  it('sizes nothing without pool tokens, without a pool, or with an invalid range', () => {
    expect(deriveMigration({ ...base, info: { ...info, balance: 0n } }).amounts).toBeUndefined()
    expect(deriveMigration({ ...base, poolForMigration: undefined }).amounts).toBeUndefined()
    expect(deriveMigration({ ...base, invalidRange: true }).amounts).toBeUndefined()
    expect(deriveMigration({ ...base, tickLower: undefined }).amounts).toBeUndefined()
    const none = deriveMigration({ ...base, info: undefined })
    expect(none.burned).toBeUndefined()
    expect(none.v2Price).toBeUndefined()
  })
})

describe('migrateActions', () => {
  const ready = {
    approval: 'NOT_APPROVED' as const,
    signed: true,
    balance: 10n,
    disabledForm: false,
    sized: true,
    invalidRange: false,
    pending: false,
    confirmed: false,
  }
  it('asks to allow the pool tokens first', () => {
    expect(migrateActions({ ...ready, signed: false })).toEqual({
      allowLabel: 'ALLOW',
      allowDisabled: false,
      submitLabel: 'MIGRATE',
      block: { kind: 'NOT_ALLOWED' },
    })
    expect(migrateActions({ ...ready, signed: false, approval: 'PENDING' })).toMatchObject({
      allowLabel: 'APPROVING',
      allowDisabled: true,
    })
    expect(migrateActions({ ...ready, signed: false, balance: 0n }).allowDisabled).toBe(true)
    // Until the allowance is known the button says it is loading, never Allow.
    expect(migrateActions({ ...ready, signed: false, approval: 'UNKNOWN' })).toMatchObject({
      allowLabel: 'LOADING',
      allowDisabled: true,
    })
  })
  it('a signature or an approval allows; then Migrate needs a sized position and a valid range', () => {
    expect(migrateActions(ready)).toEqual({
      allowLabel: 'ALLOWED',
      allowDisabled: true,
      submitLabel: 'MIGRATE',
      block: undefined,
    })
    expect(migrateActions({ ...ready, signed: false, approval: 'APPROVED' }).block).toBeUndefined()
    expect(migrateActions({ ...ready, sized: false }).block).toEqual({ kind: 'NO_POSITION' })
    expect(migrateActions({ ...ready, invalidRange: true }).block).toEqual({ kind: 'INVALID_RANGE' })
  })
  it('blocks Migrate when the simulation of the migration says it would revert, after the other reasons', () => {
    expect(migrateActions({ ...ready, simulatedRevert: true }).block).toEqual({ kind: 'SIMULATED_REVERT' })
    expect(migrateActions({ ...ready, simulatedRevert: false }).block).toBeUndefined()
    expect(migrateActions({ ...ready, simulatedRevert: true, signed: false }).block).toEqual({
      kind: 'NOT_ALLOWED',
    })
  })
  it('is Migrating while pending and Success! once confirmed', () => {
    expect(migrateActions({ ...ready, pending: true })).toMatchObject({
      submitLabel: 'MIGRATING',
      block: { kind: 'PENDING' },
    })
    expect(migrateActions({ ...ready, confirmed: true, disabledForm: true })).toMatchObject({
      submitLabel: 'SUCCESS',
      block: { kind: 'DONE' },
    })
  })
})
