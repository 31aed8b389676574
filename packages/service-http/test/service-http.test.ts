import { describe, expect, it } from 'vitest'
import { defaultAllowedHosts, parseOrigins, readGuardEnv } from '../src/config.ts'
import { hostName } from '../src/guard.ts'
import { RateLimiter } from '../src/rate-limit.ts'

describe('RateLimiter', () => {
  it('allows the burst, then one request per 1/perSecond, and says how long to wait', () => {
    let now = 0
    const limiter = new RateLimiter({ perSecond: 2, burst: 3 }, 100, () => now)
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true])
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    // Another client has its own bucket.
    expect(limiter.take('b').allowed).toBe(true)
    now += 500
    expect(limiter.take('a').allowed).toBe(true)
    expect(limiter.take('a').allowed).toBe(false)
  })

  it('keeps its table bounded, forgetting idle clients first', () => {
    let now = 0
    const limiter = new RateLimiter({ perSecond: 1, burst: 2 }, 10, () => now)
    for (let i = 0; i < 50; i++) limiter.take(`client-${i}`)
    expect(limiter.size).toBeLessThanOrEqual(11)
    now += 10_000
    limiter.take('late')
    expect(limiter.size).toBeLessThanOrEqual(11)
  })
})

describe('configuration', () => {
  it('reads origins strictly', () => {
    expect(parseOrigins('https://app.example, http://localhost:3000/')).toEqual([
      'https://app.example',
      'http://localhost:3000',
    ])
    expect(parseOrigins('*')).toEqual(['*'])
    expect(() => parseOrigins('https://app.example/swap')).toThrow('is not an origin')
    expect(() => parseOrigins('app.example')).toThrow('is not an origin')
    expect(() => parseOrigins('ftp://app.example')).toThrow('is not an origin')
  })

  it("defaults to the app's origin under npm start, following WEB_PORT", () => {
    const defaults = { rateLimitPerSecond: 20, maxBodyBytes: 1024, requestTimeoutMs: 5000 }
    expect(readGuardEnv('INDEXER', '127.0.0.1', defaults, {})).toEqual({
      corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      allowedHosts: ['localhost', '127.0.0.1', '::1'],
      rateLimit: { perSecond: 20, burst: 200 },
      trustedProxies: 0,
      maxBodyBytes: 1024,
      requestTimeoutMs: 5000,
    })
    expect(readGuardEnv('INDEXER', '0.0.0.0', defaults, { WEB_PORT: '4000' })).toMatchObject({
      corsOrigins: ['http://localhost:4000', 'http://127.0.0.1:4000'],
      allowedHosts: 'any',
    })
    expect(
      readGuardEnv('QUOTE_API', '0.0.0.0', defaults, {
        CORS_ORIGINS: 'https://app.example',
        ALLOWED_HOSTS: 'quotes.example, Quotes.internal',
        QUOTE_API_RATE_LIMIT: '0',
        TRUST_PROXY: '1',
        QUOTE_API_REQUEST_TIMEOUT_MS: '2500',
      }),
    ).toEqual({
      corsOrigins: ['https://app.example'],
      allowedHosts: ['quotes.example', 'quotes.internal'],
      rateLimit: null,
      trustedProxies: 1,
      maxBodyBytes: 1024,
      requestTimeoutMs: 2500,
    })
    expect(() => readGuardEnv('QUOTE_API', '::1', defaults, { QUOTE_API_RATE_LIMIT: '0x10' })).toThrow(
      'QUOTE_API_RATE_LIMIT must be a number',
    )
  })

  it('checks Host only on loopback by default', () => {
    expect(defaultAllowedHosts('127.0.0.1')).toContain('localhost')
    expect(defaultAllowedHosts('::1')).toContain('::1')
    expect(defaultAllowedHosts('0.0.0.0')).toBe('any')
  })

  it('reads the host name of a Host header', () => {
    expect(hostName('LocalHost:3000')).toBe('localhost')
    expect(hostName('[::1]:8787')).toBe('::1')
    expect(hostName('127.0.0.1')).toBe('127.0.0.1')
    expect(hostName('evil.example/x')).toBeNull()
    expect(hostName(undefined)).toBeNull()
  })
})
