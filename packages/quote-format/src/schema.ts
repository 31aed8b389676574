import { z } from 'zod'

/**
 * The answer as clients read it, and the pieces the quote API's written form (answer.ts) is built from.
 */

/** A raw amount: decimal digits, below 10^78 (uint256). */
export const digits = z.string().regex(/^\d{1,78}$/)
/** A raw amount that may be negative: the quote net of gas, for a tiny trade. */
export const signedDigits = z.string().regex(/^-?\d{1,78}$/)
/** An address: 0x and 40 hexadecimal digits, in any case (the checksum is not checked). */
export const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)

/** The v3 fee tiers, in hundredths of a basis point, as the answer writes them. */
export const FEE_TIERS = ['100', '500', '3000', '10000'] as const
export const feeTier = z.enum(FEE_TIERS)
export type FeeTier = z.infer<typeof feeTier>

/** A pool's fee (hundredths of a basis point) as the answer writes it; throws for a fee that is no tier. */
export function feeTierOf(fee: number): FeeTier {
  const tier = FEE_TIERS.find((known) => known === String(fee))
  if (tier === undefined) throw new RangeError(`${fee} is not a v3 fee tier`)
  return tier
}

/** A fee tier of the answer as a number of hundredths of a basis point (500 for 0.05%). */
export const feeOf = (tier: FeeTier): number => Number(tier)

/** A token of a hop, as clients read it. */
export const routeTokenSchema = z.object({
  address,
  chainId: z.number().int().positive(),
  symbol: z.string(),
  /** A decimal string, as the routing API sends it. */
  decimals: z.string().regex(/^\d{1,3}$/),
})

/**
 * The hops of a path, with their tokens of the given form. Each carries what enters its pool and what
 * it pays out, except that a path's first amountIn is what the trader pays and its last amountOut what
 * the trader receives (exact in) or asked for (exact out): clients read a path's amounts from those two.
 */
export function hopSchemas<Token extends z.ZodTypeAny>(token: Token) {
  const common = { address, tokenIn: token, tokenOut: token, amountIn: digits, amountOut: digits }
  const v3 = z.object({
    type: z.literal('v3-pool'),
    ...common,
    fee: feeTier,
    sqrtRatioX96: digits,
    liquidity: digits,
    tickCurrent: z.string().regex(/^-?\d{1,6}$/),
  })
  const reserve = z.object({ token, quotient: digits })
  const v2 = z.object({ type: z.literal('v2-pool'), ...common, reserve0: reserve, reserve1: reserve })
  return { v3, v2, hop: z.discriminatedUnion('type', [v3, v2]) }
}

const readHops = hopSchemas(routeTokenSchema)

/**
 * One SwapRouter02 call of a trade that runs as legs (a held split, asked for with heldSplits; not in
 * the reference routing API): the trader pays `amountIn`, or the router swaps the balance it holds of
 * the first token (all of it, or up to `sqrtPriceLimitX96`); `holdsOutput` keeps the output with the
 * router for the legs after it. `tokenPath` holds the token addresses along the leg, input first.
 */
export const legSchema = z.object({
  paidBy: z.enum(['trader', 'router']),
  holdsOutput: z.boolean(),
  amountIn: digits,
  amountOut: digits,
  sqrtPriceLimitX96: digits.optional(),
  tokenPath: z.array(address).min(2).max(4),
  pools: z
    .array(
      z.discriminatedUnion('type', [
        z.object({ type: z.literal('v2-pool'), address }),
        z.object({ type: z.literal('v3-pool'), address, fee: feeTier }),
      ]),
    )
    .min(1)
    .max(3),
})
/** A held split's calls, in order: a pair swapped once and its output divided, so two at least. */
export const legsSchema = z.array(legSchema).min(2).max(256)

/** The fields every answer has, with hops of the given form. */
export function answerFields<Hop extends z.ZodTypeAny>(hop: Hop) {
  return {
    quoteId: z.string(),
    blockNumber: digits,
    /** The amount asked: of the input for exact in, of the output for exact out. */
    amount: digits,
    quote: digits,
    quoteGasAdjusted: signedDigits,
    gasUseEstimate: digits,
    gasUseEstimateUSD: z.string().regex(/^\d{1,40}(\.\d{1,40})?$/),
    gasPriceWei: digits,
    /** The paths, each of one to three hops. */
    route: z.array(z.array(hop).min(1).max(3)).min(1).max(64),
    /** A held split's calls; `route` then lists the paths they serve, for display. */
    legs: legsSchema.optional(),
    routeString: z.string(),
  }
}

/** The answer as clients read it: the fields the app uses; others are dropped, not refused. */
export const quoteResponseSchema = z.object(answerFields(readHops.hop))

export type RouteToken = z.infer<typeof routeTokenSchema>
export type V3PoolInRoute = z.infer<typeof readHops.v3>
export type V2PoolInRoute = z.infer<typeof readHops.v2>
export type PoolInRoute = V3PoolInRoute | V2PoolInRoute
export type LegInRoute = z.infer<typeof legSchema>
export type QuoteResponse = z.infer<typeof quoteResponseSchema>

/** The answer as a client reads it; undefined when it is not of the expected form (never throws). */
export function parseQuoteResponse(body: unknown): QuoteResponse | undefined {
  const parsed = quoteResponseSchema.safeParse(body)
  return parsed.success ? parsed.data : undefined
}
