/**
 * @exchange/quote-format: the quote API's answer to GET /v1/quote (spec §3 "Routing response"), as zod
 * schemas and the types inferred from them: raw amounts as decimal strings of digits, addresses, known
 * fee tiers, paths of one to three hops, a held split's legs. Field names and string encodings are the
 * reference routing API's.
 *
 * Two schemas of one answer, built from the same pieces: `quoteAnswerSchema`, everything the quote API
 * sends (it builds its answer as `QuoteAnswer`), and `quoteResponseSchema`, the fields a client reads
 * (`QuoteResponse`, what `parseQuoteResponse` keeps). Every field of the second is a field of the first,
 * so the service cannot drop a field the app reads without a compile error.
 */
export {
  type PoolInAnswer,
  type QuoteAnswer,
  quoteAnswerSchema,
  type TokenInRoute,
  tokenInRouteSchema,
  type V2PoolInAnswer,
  type V3PoolInAnswer,
} from './answer.ts'
export {
  address,
  digits,
  FEE_TIERS,
  type FeeTier,
  feeOf,
  feeTier,
  feeTierOf,
  type LegInRoute,
  legSchema,
  legsSchema,
  type PoolInRoute,
  parseQuoteResponse,
  type QuoteResponse,
  quoteResponseSchema,
  type RouteToken,
  routeTokenSchema,
  signedDigits,
  type V2PoolInRoute,
  type V3PoolInRoute,
} from './schema.ts'
