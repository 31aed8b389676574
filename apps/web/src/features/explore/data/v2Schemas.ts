import { z } from 'zod'
import { address, hash, num, periods, poolToken, swapPair } from './schemas'

/** The indexer's v2 answers (the public v2 subgraph's shapes) as the Explore pages accept them. */

export const pairSchema = z.object({
  id: address,
  reserve0: num,
  reserve1: num,
  reserveUSD: num,
  token0Price: num,
  token1Price: num,
  volumeUSD: num,
  txCount: num,
  token0: poolToken,
  token1: poolToken,
})
export type ExplorePair = z.infer<typeof pairSchema>

export const pairsAnswer = z.object({
  pairs: z.array(pairSchema),
  pairHourDatas: z.array(
    z.object({
      hourStartUnix: z.number(),
      reserve0: num,
      reserve1: num,
      reserveUSD: num,
      hourlyVolumeUSD: num,
      pair: z.object({ id: address }),
    }),
  ),
})
export type PairsAnswer = z.infer<typeof pairsAnswer>

const pairPeriod = z.object({
  start: z.number(),
  reserve0: num,
  reserve1: num,
  reserveUSD: num,
  volumeUSD: num,
})
export type PairPeriod = z.infer<typeof pairPeriod>

const event = z.object({
  id: z.string(),
  timestamp: num,
  amountUSD: num,
  transaction: z.object({ id: hash }),
})
const swap = event.extend({ amount0In: num, amount1In: num, amount0Out: num, amount1Out: num, from: address })
export type PairSwap = z.infer<typeof swap>
const liquidity = event.extend({ amount0: num, amount1: num, to: address.nullable() })

export const pairPageAnswer = z.object({
  bundle: z.object({ ethPrice: num }).nullish(),
  pair: pairSchema.nullable(),
  ...periods(pairPeriod),
  swaps: z.array(swap),
  mints: z.array(liquidity),
  burns: z.array(liquidity.extend({ sender: address.nullable() })),
})
export type PairPageAnswer = z.infer<typeof pairPageAnswer>

export const v2TokenAnswer = z.object({
  bundle: z.object({ ethPrice: num }).nullish(),
  token: z
    .object({
      id: address,
      tradeVolumeUSD: num,
      totalLiquidity: num,
      derivedETH: num.nullable(),
      txCount: num,
    })
    .nullable(),
  asToken0: z.array(pairSchema),
  asToken1: z.array(pairSchema),
})
export type V2TokenAnswer = z.infer<typeof v2TokenAnswer>

export const pairsActivityAnswer = z.object({
  swaps: z.array(swap.extend({ pair: swapPair })),
  pairHourDatas: z.array(z.object({ start: z.number(), volumeUSD: num })),
})
export type PairsActivityAnswer = z.infer<typeof pairsActivityAnswer>
