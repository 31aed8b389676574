/**
 * The quote API's answer as this feature reads it. Its form is @exchange/quote-format's, the module the
 * quote API builds its answer with: read strictly before anything is computed from it (spec §3
 * "Routing response"): raw amounts as decimal strings of digits, addresses, known fee tiers, paths of
 * one to three hops, a held split's legs. An answer of another form is a failed quote (the app then
 * routes in the browser). Its fit to the trade is checked by quoteFit.ts, a held split's legs by
 * heldSplit.ts; sdkTrade.ts turns it into the SDK trade.
 */
export {
  feeOf,
  type LegInRoute,
  legsSchema,
  type PoolInRoute,
  parseQuoteResponse,
  type QuoteResponse,
  type RouteToken,
} from '@exchange/quote-format'
