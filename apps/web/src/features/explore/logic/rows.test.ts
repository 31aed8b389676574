import { describe, expect, it } from 'vitest'
import { poolsAnswer, tokensAnswer } from '../data/schemas'
import { hoursById, poolRows, tokenRows } from './rows'
import { HOUR } from './series'

const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2'
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const POOL = '0x8ad599c3a0ff1de082011efddc58f1908eb6e6d8'
const now = 480_000 * HOUR + 900
const hourStart = (ago: number) => Math.floor(now / HOUR) * HOUR - ago * HOUR
const token = (id: string, symbol: string, derivedETH: string) => ({
  id,
  symbol,
  name: symbol,
  decimals: '18',
  derivedETH,
  volumeUSD: '1000',
  totalValueLockedUSD: '5000',
  feesUSD: '3',
  txCount: '4',
})

describe('tokenRows', () => {
  it('prices tokens in dollars and reads their changes and 24h volume from the hour buckets', () => {
    const answer = tokensAnswer.parse({
      _meta: { block: { number: 10, timestamp: now } },
      bundle: { ethPriceUSD: '2000' },
      tokens: [token(WETH, 'WETH', '1'), token(USDC, 'USDC', '0.0005')],
      tokenHourDatas: [
        { periodStartUnix: hourStart(0), close: '2000', volumeUSD: '10', token: { id: WETH } },
        { periodStartUnix: hourStart(2), close: '1900', volumeUSD: '20', token: { id: WETH } },
        { periodStartUnix: hourStart(30), close: '1600', volumeUSD: '40', token: { id: WETH } },
      ],
    })
    const [weth, usdc] = tokenRows(answer, now)
    expect(weth?.priceUSD).toBe(2000)
    expect(weth?.volume24h).toBe(30)
    expect(weth?.change1d).toBeCloseTo(25)
    expect(weth?.change1h).toBeCloseTo((100 / 1900) * 100)
    expect(weth?.sparkline.at(-1)).toEqual({ time: now, value: 2000 })
    expect(usdc?.priceUSD).toBe(1)
    expect(usdc?.change1d).toBeUndefined()
    expect(usdc?.volume24h).toBe(0)
  })

  it('refuses an answer of the wrong shape', () => {
    expect(() => tokensAnswer.parse({ tokens: [{ id: 'x' }], tokenHourDatas: [] })).toThrow()
    expect(() =>
      tokensAnswer.parse({ tokens: [token(WETH, 'WETH', 'NaN')], tokenHourDatas: [], bundle: null }),
    ).toThrow()
  })
})

describe('poolRows', () => {
  it('reads the price of token0 in token1 and the pool volume', () => {
    const poolToken = (id: string, symbol: string) => ({
      id,
      symbol,
      name: symbol,
      decimals: '6',
      derivedETH: '1',
    })
    const answer = poolsAnswer.parse({
      bundle: { ethPriceUSD: '2000' },
      pools: [
        {
          id: POOL,
          feeTier: '3000',
          liquidity: '1',
          token0Price: '2000',
          token1Price: '0.0005',
          totalValueLockedUSD: '1000000',
          totalValueLockedToken0: '1',
          totalValueLockedToken1: '1',
          volumeUSD: '5000',
          feesUSD: '15',
          txCount: '9',
          token0: poolToken(USDC, 'USDC'),
          token1: poolToken(WETH, 'WETH'),
        },
      ],
      poolHourDatas: [
        {
          periodStartUnix: hourStart(1),
          token1Price: '0.0004',
          volumeUSD: '77',
          tvlUSD: '1',
          pool: { id: POOL },
        },
      ],
    })
    const [row] = poolRows(answer, now)
    expect(row?.feeTier).toBe(3000)
    expect(row?.price).toBe(0.0005)
    expect(row?.volume24h).toBe(77)
    expect(row?.change1d).toBeUndefined()
    expect(row?.change1h).toBeCloseTo(25)
    expect(row?.tvlUSD).toBe(1_000_000)
  })
})

describe('hoursById', () => {
  it('groups the hour buckets by what they are of, in the answer order, as statistics', () => {
    const hours = [
      { of: 'a', at: 1, price: 10, volume: 1 },
      { of: 'b', at: 1, price: 20, volume: 2 },
      { of: 'a', at: 2, price: 11, volume: 3 },
    ]
    const grouped = hoursById(
      hours,
      (hour) => hour.of,
      (hour) => ({ start: hour.at, close: hour.price, volumeUSD: hour.volume }),
    )
    expect([...grouped.keys()]).toEqual(['a', 'b'])
    expect(grouped.get('a')).toEqual([
      { start: 1, close: 10, volumeUSD: 1 },
      { start: 2, close: 11, volumeUSD: 3 },
    ])
    expect(grouped.get('b')).toEqual([{ start: 1, close: 20, volumeUSD: 2 }])
    expect(
      hoursById(
        [],
        (hour: { of: string }) => hour.of,
        () => ({ start: 0, close: 0, volumeUSD: 0 }),
      ).size,
    ).toBe(0)
  })
})
