import type { RateLimit } from '@exchange/service-http'

/** Reading a new pair costs tens of candidate pools' reads: 5 a second per client, bursts of 100. */
export const DEFAULT_DISCOVERY_LIMIT: RateLimit = { perSecond: 5, burst: 100 }

/** The discovery limit from the environment (see QuoteApiOptions.discoveryLimit). */
export function discoveryLimitFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimit | null {
  const raw = env.QUOTE_API_DISCOVERY_LIMIT
  if (raw === undefined || raw === '') return DEFAULT_DISCOVERY_LIMIT
  if (!/^\d+(\.\d+)?$/.test(raw)) throw new Error(`QUOTE_API_DISCOVERY_LIMIT must be a number, not '${raw}'`)
  const perSecond = Number(raw)
  return perSecond > 0 ? { perSecond, burst: Math.max(1, Math.round(perSecond * 20)) } : null
}
