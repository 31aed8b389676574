import { describe, expect, it } from 'vitest'
import { tokenActivityAnswer } from '../data/schemas'
import { pairPageAnswer, pairsActivityAnswer, pairsAnswer, v2TokenAnswer } from '../data/v2Schemas'
import { poolChart } from './charts'
import { HOUR } from './series'
import { tokenPools, tokenSwaps } from './transactions'
import { pairAsPool, pairPageAsPoolPage, pairRows, V2_FEE_TIER, v2TokenTotals, withV2Activity } from './v2'

const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2'
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const PAIR = '0xb4e16d0168e52d35cacd2c6185b44281ec28c9dc'
const HASH = `0x${'ab'.repeat(32)}`
const now = 480_000 * HOUR + 900
const hourStart = (ago: number) => Math.floor(now / HOUR) * HOUR - ago * HOUR
const token = (id: string, symbol: string, derivedETH: string) => ({
  id,
  symbol,
  name: symbol,
  decimals: '18',
  derivedETH,
})
const pair = {
  id: PAIR,
  reserve0: '3000000',
  reserve1: '1000',
  reserveUSD: '6000000',
  token0Price: '3000',
  token1Price: '0.000333333333333333',
  volumeUSD: '50000',
  txCount: '12',
  token0: token(USDC, 'USDC', '0.000333333333333333'),
  token1: token(WETH, 'WETH', '1'),
}

describe('pairRows', () => {
  it('lists a pair as a v2 row: reserves in dollars as TVL, 24h volume and changes from its hours', () => {
    const answer = pairsAnswer.parse({
      pairs: [pair],
      pairHourDatas: [
        {
          hourStartUnix: hourStart(0),
          reserve0: '3000000',
          reserve1: '1000',
          reserveUSD: '6000000',
          hourlyVolumeUSD: '700',
          pair: { id: PAIR },
        },
        {
          hourStartUnix: hourStart(3),
          reserve0: '2000000',
          reserve1: '1000',
          reserveUSD: '4000000',
          hourlyVolumeUSD: '300',
          pair: { id: PAIR },
        },
        {
          hourStartUnix: hourStart(30),
          reserve0: '1000000',
          reserve1: '1000',
          reserveUSD: '2000000',
          hourlyVolumeUSD: '900',
          pair: { id: PAIR },
        },
      ],
    })
    const [row] = pairRows(answer, now)
    expect(row).toMatchObject({
      id: PAIR,
      protocol: 'v2',
      feeTier: V2_FEE_TIER,
      tvlUSD: 6_000_000,
      volumeUSD: 50_000,
      volume24h: 1000,
      token0: { id: USDC, symbol: 'USDC' },
    })
    // token1 per token0 at the bucket's reserves: 1000 / 1,000,000 thirty hours ago, 1000 / 3,000,000 now.
    expect(row?.change1d).toBeCloseTo((1 / 3000 / (1 / 1000) - 1) * 100)
  })
})

describe('pairPageAsPoolPage', () => {
  const answer = pairPageAnswer.parse({
    bundle: { ethPrice: '3000' },
    pair,
    hours: [
      { start: hourStart(2), reserve0: '2000000', reserve1: '1000', reserveUSD: '4000000', volumeUSD: '10' },
    ],
    hourBefore: [],
    days: [],
    dayBefore: [],
    swaps: [
      {
        id: `${HASH}-0`,
        timestamp: String(now - 60),
        amountUSD: '10000',
        transaction: { id: HASH },
        amount0In: '10000',
        amount1In: '0',
        amount0Out: '0',
        amount1Out: '3.3',
        from: WETH,
      },
    ],
    mints: [
      {
        id: `${HASH}-0`,
        timestamp: '1',
        amountUSD: '6000',
        transaction: { id: HASH },
        amount0: '3000',
        amount1: '1',
        to: USDC,
      },
    ],
    burns: [],
  })

  it('reads a pair page as a pool page of fee tier 0.3% with the swap signed as the pool saw it', () => {
    const page = pairPageAsPoolPage(answer)
    expect(page.pool).toMatchObject({
      id: PAIR,
      feeTier: 3000,
      totalValueLockedUSD: 6_000_000,
      totalValueLockedToken0: 3_000_000,
      feesUSD: 150,
    })
    expect(page.swaps[0]).toMatchObject({ amount0: 10_000, amount1: -3.3, origin: WETH, amountUSD: 10_000 })
    expect(page.mints[0]).toMatchObject({ origin: USDC, owner: USDC, amount0: 3000 })
    expect(page.bundle?.ethPriceUSD).toBe(3000)
  })

  it('charts the price at each bucket’s reserves and its TVL from reserveUSD', () => {
    const page = pairPageAsPoolPage(answer)
    const price = poolChart(page, 'price', '1D', now)
    expect(price.some((point) => Math.abs(point.value - 1000 / 2_000_000) < 1e-12)).toBe(true)
    expect(price.at(-1)?.value).toBeCloseTo(1 / 3000, 12)
    expect(poolChart(page, 'tvl', '1D', now).some((point) => point.value === 4_000_000)).toBe(true)
  })
})

describe('a token page with v2', () => {
  const v2Token = v2TokenAnswer.parse({
    bundle: { ethPrice: '3000' },
    token: { id: WETH, tradeVolumeUSD: '1000', totalLiquidity: '10', derivedETH: '1', txCount: '7' },
    asToken0: [],
    asToken1: [pair],
  })

  it('counts its v2 liquidity at its v2 price, its tracked volume, fees at 0.3% and its transactions', () => {
    expect(v2TokenTotals(v2Token)).toEqual({ tvlUSD: 30_000, volumeUSD: 1000, feesUSD: 3, txCount: 7 })
    expect(v2TokenTotals(undefined)).toEqual({ tvlUSD: 0, volumeUSD: 0, feesUSD: 0, txCount: 0 })
  })

  it('lists its v2 pairs among its pools by TVL and their swaps among its swaps', () => {
    const v3Pool = {
      ...pairAsPool(pairsAnswer.parse({ pairs: [pair], pairHourDatas: [] }).pairs[0]!),
      id: `0x${'11'.repeat(20)}`,
      protocol: undefined,
      totalValueLockedUSD: 9_000_000,
    }
    const v3 = tokenActivityAnswer.parse({ asToken0: [], asToken1: [], swaps0: [], swaps1: [] })
    const activity = pairsActivityAnswer.parse({
      swaps: [
        {
          id: `${HASH}-0`,
          timestamp: '5',
          amountUSD: '20',
          transaction: { id: HASH },
          amount0In: '0',
          amount1In: '1',
          amount0Out: '3000',
          amount1Out: '0',
          from: USDC,
          pair: { id: PAIR, token0: { id: USDC, symbol: 'USDC' }, token1: { id: WETH, symbol: 'WETH' } },
        },
      ],
      pairHourDatas: [],
    })
    const merged = withV2Activity({ ...v3, asToken1: [v3Pool] }, { token: v2Token, activity })
    expect(tokenPools(merged).map((pool) => [pool.id, pool.protocol])).toEqual([
      [v3Pool.id, undefined],
      [PAIR, 'v2'],
    ])
    expect(tokenSwaps(merged)).toEqual([
      expect.objectContaining({
        hash: HASH,
        kind: 'swap',
        amount0: 3000,
        amount1: 1,
        symbol0: 'USDC',
        account: USDC,
      }),
    ])
    expect(withV2Activity(v3, undefined)).toBe(v3)
  })
})
