/** The indexer's limits when nothing else is configured (see readGuardEnv for the variables). */
export const INDEXER_DEFAULTS = {
  /** The app reads a pool's ticks a page (1000) at a time, a few pages at once. */
  rateLimitPerSecond: 20,
  /** Room for any query within the GraphQL token limit (limits.ts), and no more. */
  maxBodyBytes: 128 * 1024,
  /** Above the GraphQL query timeout (10 s), so that a slow query gets its own message. */
  requestTimeoutMs: 15_000,
} as const
