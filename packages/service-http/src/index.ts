/**
 * @exchange/service-http: what the quote API and the indexer put in front of every request (CORS
 * allow-list, Host check, body size limit, timeouts, per-client rate limiting with 429 and
 * Retry-After), configured from the environment by readGuardEnv.
 */

export { clientKey } from './client-key.ts'
export {
  defaultAllowedHosts,
  defaultCorsOrigins,
  type HttpGuardOptions,
  MIN_OPERATOR_TOKEN_LENGTH,
  parseOrigins,
  readGuardEnv,
  type ServiceDefaults,
} from './config.ts'
export {
  carriesToken,
  clientAddress,
  createHttpGuard,
  type GuardSettings,
  type HttpGuard,
  hostName,
  type Refuse,
} from './guard.ts'
export { type RateDecision, type RateLimit, RateLimiter } from './rate-limit.ts'
