/** Requests per second a client may sustain, and how many it may send at once after a pause. */
export interface RateLimit {
  perSecond: number
  burst: number
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

interface Bucket {
  tokens: number
  at: number
}

/**
 * A token bucket per client: each request takes a token, tokens come back at `perSecond` up to
 * `burst`. The table is bounded: past `maxClients` the least recently seen client is forgotten, in
 * constant time (the map keeps clients in the order last seen; its first entry goes). A forgotten
 * client comes back with a full bucket, which it would have had anyway unless it was seen within
 * the last maxClients other clients.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>()

  constructor(
    readonly limit: RateLimit,
    private readonly maxClients = 100_000,
    private readonly now: () => number = () => performance.now(),
  ) {
    if (!(limit.perSecond > 0) || !(limit.burst >= 1))
      throw new Error(`a rate limit needs perSecond > 0 and burst >= 1, got ${JSON.stringify(limit)}`)
  }

  take(client: string): RateDecision {
    const now = this.now()
    const bucket = this.buckets.get(client)
    let tokens = this.limit.burst
    if (bucket) {
      tokens = Math.min(this.limit.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.limit.perSecond)
      // Re-inserted below, so that the map's order is least recently seen first.
      this.buckets.delete(client)
    }
    if (tokens < 1) {
      this.buckets.set(client, { tokens, at: now })
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / this.limit.perSecond)),
      }
    }
    this.buckets.set(client, { tokens: tokens - 1, at: now })
    if (this.buckets.size > this.maxClients) this.buckets.delete(this.buckets.keys().next().value!)
    return { allowed: true }
  }

  /** How many clients are tracked (for tests). */
  get size(): number {
    return this.buckets.size
  }
}
