import { CurrencyAmount, Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { describe, expect, it } from 'vitest'
import { v2CardActions, v2PositionValues } from './positionCard'

const A = new Token(1, '0x0000000000000000000000000000000000000001', 18, 'A')
const B = new Token(1, '0x0000000000000000000000000000000000000002', 6, 'B')
const pair = new Pair(
  CurrencyAmount.fromRawAmount(A, 1_000_000_000_000_000_000n.toString()),
  CurrencyAmount.fromRawAmount(B, 3_000_000_000n.toString()),
)
const lp = (raw: bigint) => CurrencyAmount.fromRawAmount(pair.liquidityToken, raw.toString())

describe('v2PositionValues', () => {
  it('gives the share of the supply and the amounts of each token it redeems', () => {
    const values = v2PositionValues(pair, lp(250n), lp(1_000n))
    expect(values?.share.toFixed(2)).toBe('25.00')
    expect(values?.pooled0.quotient.toString()).toBe('250000000000000000')
    expect(values?.pooled1.quotient.toString()).toBe('750000000')
  })

  it('is unknown until the supply is, and for a balance above the supply', () => {
    expect(v2PositionValues(pair, lp(1n), undefined)).toBeUndefined()
    expect(v2PositionValues(pair, undefined, lp(10n))).toBeUndefined()
    expect(v2PositionValues(pair, lp(1n), lp(0n))).toBeUndefined()
    expect(v2PositionValues(pair, lp(11n), lp(10n))).toBeUndefined()
  })
})

describe('v2CardActions', () => {
  it('always offers Add; Migrate and Remove only with pool tokens in the wallet; the rewards pool where one exists', () => {
    expect(v2CardActions({ inWallet: true, hasRewardsPool: true })).toEqual([
      'migrate',
      'add',
      'remove',
      'rewards',
    ])
    expect(v2CardActions({ inWallet: false, hasRewardsPool: true })).toEqual(['add', 'rewards'])
    expect(v2CardActions({ inWallet: false, hasRewardsPool: false })).toEqual(['add'])
  })
})
