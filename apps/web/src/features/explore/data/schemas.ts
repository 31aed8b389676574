import { z } from 'zod'

/**
 * The indexer's answers as the Explore pages accept them: numbers come as decimal strings (BigDecimal,
 * BigInt) and are read as numbers for display and charts; anything else is refused at this boundary.
 */

/** A BigDecimal or BigInt string (or a number) as a finite number. */
export const num = z.union([z.string(), z.number()]).transform((value, context) => {
  const parsed = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(parsed)) {
    context.addIssue({ code: 'custom', message: `not a number: ${String(value)}` })
    return z.NEVER
  }
  return parsed
})
export const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .transform((value) => value.toLowerCase())
export const hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/)

/** What every v3 answer begins with: the block the indexer has reached, and the ETH price in dollars. */
const head = {
  _meta: z.object({ block: z.object({ number: z.number(), timestamp: z.number().nullish() }) }).nullish(),
  bundle: z.object({ ethPriceUSD: num }).nullish(),
}

/** A page's buckets (see queries.ts): a week of hours and a year of days, each with the bucket before. */
export const periods = <Period extends z.ZodTypeAny>(period: Period) => ({
  hours: z.array(period),
  hourBefore: z.array(period),
  days: z.array(period),
  dayBefore: z.array(period),
})

/** A token of a pool or a pair. */
export const poolToken = z.object({
  id: address,
  symbol: z.string(),
  name: z.string(),
  decimals: num,
  derivedETH: num,
})
/** The pool or pair of a listed swap: its address and its tokens' addresses and symbols. */
const tokenRef = z.object({ id: address, symbol: z.string() })
export const swapPair = z.object({ id: address, token0: tokenRef, token1: tokenRef })

export const tokenSchema = poolToken.extend({
  volumeUSD: num,
  totalValueLockedUSD: num,
  feesUSD: num,
  txCount: num,
})
export type ExploreToken = z.infer<typeof tokenSchema>

export type PoolToken = z.infer<typeof poolToken>

export const poolSchema = z.object({
  id: address,
  feeTier: num,
  liquidity: z.string(),
  token0Price: num,
  token1Price: num,
  totalValueLockedUSD: num,
  totalValueLockedToken0: num,
  totalValueLockedToken1: num,
  volumeUSD: num,
  feesUSD: num,
  txCount: num,
  token0: poolToken,
  token1: poolToken,
})
export type ExplorePool = z.infer<typeof poolSchema>

export const tokensAnswer = z.object({
  ...head,
  tokens: z.array(tokenSchema),
  tokenHourDatas: z.array(
    z.object({ periodStartUnix: z.number(), close: num, volumeUSD: num, token: z.object({ id: address }) }),
  ),
})
export type TokensAnswer = z.infer<typeof tokensAnswer>

export const poolsAnswer = z.object({
  ...head,
  pools: z.array(poolSchema),
  poolHourDatas: z.array(
    z.object({
      periodStartUnix: z.number(),
      token1Price: num,
      volumeUSD: num,
      tvlUSD: num,
      pool: z.object({ id: address }),
    }),
  ),
})
export type PoolsAnswer = z.infer<typeof poolsAnswer>

const tokenPeriod = z.object({ start: z.number(), close: num, volumeUSD: num, totalValueLockedUSD: num })
export type TokenPeriod = z.infer<typeof tokenPeriod>

export const tokenPageAnswer = z.object({
  ...head,
  token: tokenSchema.nullable(),
  ...periods(tokenPeriod),
})
export type TokenPageAnswer = z.infer<typeof tokenPageAnswer>

const event = z.object({
  id: z.string(),
  timestamp: num,
  amount0: num,
  amount1: num,
  amountUSD: num,
  origin: z.string(),
  transaction: z.object({ id: hash }),
})
export type ExploreEvent = z.infer<typeof event>

const tokenSwap = event.extend({
  pool: swapPair.extend({ feeTier: num }),
})
export type TokenSwap = z.infer<typeof tokenSwap>

export const tokenActivityAnswer = z.object({
  asToken0: z.array(poolSchema),
  asToken1: z.array(poolSchema),
  swaps0: z.array(tokenSwap),
  swaps1: z.array(tokenSwap),
})
export type TokenActivityAnswer = z.infer<typeof tokenActivityAnswer>

const poolPeriod = z.object({ start: z.number(), token1Price: num, volumeUSD: num, tvlUSD: num })
export type PoolPeriod = z.infer<typeof poolPeriod>
const liquidityEvent = event.extend({ owner: z.string() })

export const poolPageAnswer = z.object({
  ...head,
  pool: poolSchema.extend({ tick: num.nullable(), sqrtPrice: z.string() }).nullable(),
  ...periods(poolPeriod),
  swaps: z.array(event),
  mints: z.array(liquidityEvent),
  burns: z.array(liquidityEvent),
})
export type PoolPageAnswer = z.infer<typeof poolPageAnswer>
