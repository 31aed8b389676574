import { z } from 'zod'
import { address, answerFields, digits, hopSchemas, routeTokenSchema } from './schema.ts'

/**
 * The answer as the quote API writes it: the fields clients read (schema.ts, built from the same
 * pieces) and the reference routing API's others. Apart from schema.ts so that a client's bundle, which
 * reads with `quoteResponseSchema` only, leaves this module out (the package has no side effects).
 */

/** An amount in whole tokens: '1', '0.5', '-2.25' (no exponent, no trailing point). */
const decimal = z.string().regex(/^-?\d{1,78}(\.\d{1,78})?$/)
/** Basis points, to two decimals: a fee-on-transfer token's fee. */
const bps = z.string().regex(/^\d{1,5}(\.\d{1,2})?$/)

/** A token of a hop as the quote API writes it: fee-on-transfer tokens add the basis points they keep. */
export const tokenInRouteSchema = routeTokenSchema.extend({
  /** Kept when the token is bought (leaves a pool) / sold (enters one). */
  buyFeeBps: bps.optional(),
  sellFeeBps: bps.optional(),
})

const writtenHops = hopSchemas(tokenInRouteSchema)

export const quoteAnswerSchema = z.object({
  ...answerFields(writtenHops.hop),
  amountDecimals: decimal,
  quoteDecimals: decimal,
  quoteGasAdjustedDecimals: decimal,
  gasUseEstimateQuote: digits,
  gasUseEstimateQuoteDecimals: decimal,
  /** Price impact against the routes' mid prices, in percent. */
  priceImpact: decimal,
  /** The SwapRouter02 call for the quote, when recipient, slippageTolerance and deadline were asked. */
  methodParameters: z
    .object({
      calldata: z.string().regex(/^0x([0-9a-fA-F]{2})*$/),
      value: z.string().regex(/^0x[0-9a-fA-F]{1,64}$/),
      to: address,
    })
    .optional(),
})

export type TokenInRoute = z.infer<typeof tokenInRouteSchema>
export type V3PoolInAnswer = z.infer<typeof writtenHops.v3>
export type V2PoolInAnswer = z.infer<typeof writtenHops.v2>
export type PoolInAnswer = V3PoolInAnswer | V2PoolInAnswer
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>
