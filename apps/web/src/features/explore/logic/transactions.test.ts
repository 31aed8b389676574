import { describe, expect, it } from 'vitest'
import { poolPageAnswer, tokenActivityAnswer } from '../data/schemas'
import { poolActivity, tokenPools, tokenSwaps } from './transactions'

const A = `0x${'a'.repeat(40)}`
const B = `0x${'b'.repeat(40)}`
const P = `0x${'c'.repeat(40)}`
const Q = `0x${'d'.repeat(40)}`
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const event = (n: number, timestamp: number) => ({
  id: `${hash(n)}#${n}`,
  timestamp: String(timestamp),
  amount0: '-5',
  amount1: '2.5',
  amountUSD: '10',
  origin: A,
  transaction: { id: hash(n) },
})
const token = (id: string, symbol: string) => ({ id, symbol, name: symbol, decimals: '18', derivedETH: '1' })
const pool = (id: string, tvl: string) => ({
  id,
  feeTier: '3000',
  liquidity: '1',
  token0Price: '1',
  token1Price: '1',
  totalValueLockedUSD: tvl,
  totalValueLockedToken0: '1',
  totalValueLockedToken1: '1',
  volumeUSD: '1',
  feesUSD: '1',
  txCount: '1',
  token0: token(A, 'AAA'),
  token1: token(B, 'BBB'),
})

describe('poolActivity', () => {
  it('merges swaps, adds and removes newest first, amounts without sign', () => {
    const answer = poolPageAnswer.parse({
      pool: { ...pool(P, '5'), tick: '1', sqrtPrice: '1' },
      hours: [],
      hourBefore: [],
      days: [],
      dayBefore: [],
      swaps: [event(1, 100), event(2, 300)],
      mints: [{ ...event(3, 200), owner: A }],
      burns: [{ ...event(4, 50), owner: A }],
    })
    const rows = poolActivity(answer)
    expect(rows.map((each) => each.kind)).toEqual(['swap', 'add', 'swap', 'remove'])
    expect(rows[0]).toMatchObject({ hash: hash(2), amount0: 5, amount1: 2.5, symbol0: 'AAA', amountUSD: 10 })
    expect(poolActivity(answer, 2)).toHaveLength(2)
  })
})

describe('token activity', () => {
  it('lists each swap once and the pools by TVL', () => {
    const swap = (n: number, timestamp: number) => ({
      ...event(n, timestamp),
      pool: { id: P, feeTier: '500', token0: { id: A, symbol: 'AAA' }, token1: { id: B, symbol: 'BBB' } },
    })
    const answer = tokenActivityAnswer.parse({
      asToken0: [pool(P, '5')],
      asToken1: [pool(Q, '50'), pool(P, '5')],
      swaps0: [swap(1, 10), swap(2, 30)],
      swaps1: [swap(2, 30), swap(3, 20)],
    })
    expect(tokenSwaps(answer).map((each) => each.hash)).toEqual([hash(2), hash(3), hash(1)])
    expect(tokenPools(answer).map((each) => each.id)).toEqual([Q, P])
  })
})
