/**
 * @exchange/quote-api: the routing service. GET /v1/quote answers with the best route over v2 pairs
 * and v3 pools (packages/router) at the latest block; GET /healthz reports the block per chain.
 */
export { ChainUnavailableError, defaultPollingInterval } from './chain.ts'
export { DEFAULT_DISCOVERY_LIMIT, discoveryLimitFromEnv } from './discovery-limit.ts'
export { type ParamError, parseQuoteParams, type QuoteParams } from './params.ts'
// The answer's format (its schema and types) is @exchange/quote-format's.
export { buildQuoteResponse, formatDecimals, routeString } from './response.ts'
export {
  NATIVE_AMOUNT_BOUND,
  QUOTE_API_DEFAULTS,
  type QuoteApi,
  type QuoteApiOptions,
  SUPPLY_MARGIN,
  startQuoteApi,
} from './server.ts'
