import { isAddress } from 'viem'
import { z } from 'zod'
import type { QuoteResponse } from './types'

/**
 * The quote API's answer, read strictly before anything is computed from it (spec §3 "Routing
 * response"): raw amounts as decimal strings of digits, addresses, known fee tiers, paths of one to
 * three hops. An answer of another form is a failed quote (the app then routes in the browser).
 * Held-split legs are checked against the trade by heldSplit.ts.
 */

/** A raw amount: decimal digits, below 10^78 (uint256). */
export const digits = z.string().regex(/^\d{1,78}$/)
const signedDigits = z.string().regex(/^-?\d{1,78}$/)
export const address = z.string().refine((value) => isAddress(value, { strict: false }))
/** The v3 fee tiers, in hundredths of a basis point. */
export const feeTier = z.enum(['100', '500', '3000', '10000'])
const token = z.object({
  address,
  chainId: z.number().int().positive(),
  symbol: z.string(),
  decimals: z.string().regex(/^\d{1,3}$/),
})
const common = { address, tokenIn: token, tokenOut: token, amountIn: digits, amountOut: digits }
const hop = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('v3-pool'),
    ...common,
    fee: feeTier,
    sqrtRatioX96: digits,
    liquidity: digits,
    tickCurrent: z.string().regex(/^-?\d{1,6}$/),
  }),
  z.object({
    type: z.literal('v2-pool'),
    ...common,
    reserve0: z.object({ token, quotient: digits }),
    reserve1: z.object({ token, quotient: digits }),
  }),
])

export const quoteResponseSchema = z.object({
  quoteId: z.string(),
  blockNumber: digits,
  amount: digits,
  quote: digits,
  quoteGasAdjusted: signedDigits,
  gasUseEstimate: digits,
  gasUseEstimateUSD: z.string().regex(/^\d{1,40}(\.\d{1,40})?$/),
  gasPriceWei: digits,
  route: z.array(z.array(hop).min(1).max(3)).min(1).max(64),
  // Their form and their fit to the trade are checked by heldSplit.ts.
  legs: z.array(z.unknown()).max(256).optional(),
  routeString: z.string(),
})

/** The answer as the app reads it; undefined when it is not of the expected form. */
export function parseQuoteResponse(body: unknown): QuoteResponse | undefined {
  const parsed = quoteResponseSchema.safeParse(body)
  return parsed.success ? parsed.data : undefined
}
