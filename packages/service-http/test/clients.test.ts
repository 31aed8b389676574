import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientKey } from '../src/client-key.ts'
import { clientAddress, createHttpGuard } from '../src/guard.ts'
import { RateLimiter } from '../src/rate-limit.ts'

/** Issue 48, item 3: who a rate limit counts, and how its table stays cheap. */

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage

describe('clientKey', () => {
  it('keys IPv6 clients by their /64, whatever the spelling', () => {
    const key = clientKey('2001:db8:1:2::1')
    expect(key).toBe('2001:db8:1:2::/64')
    for (const same of [
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:a:b:c:d',
      '[2001:db8:1:2::9]:443',
      '2001:db8:1:2::7%eth0',
    ])
      expect(clientKey(same)).toBe(key)
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key)
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('2001:db8::1.2.3.4')).toBe('2001:db8:0:0::/64')
  })

  it('keys IPv4 clients (also mapped into IPv6, or with a port) by their address', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('203.0.113.7:5555')).toBe('203.0.113.7')
    expect(clientKey('unknown')).toBe('unknown')
    expect(clientKey('not an address')).toBe('not an address')
  })
})

describe('clientAddress', () => {
  it('takes the socket address when X-Forwarded-For has fewer entries than the trusted proxies', () => {
    // Two proxies each append one entry: with one entry, that entry is no proxy's but the client's own.
    expect(clientAddress(request('10.0.0.9', '6.6.6.6'), 2)).toBe('10.0.0.9')
    expect(clientAddress(request('10.0.0.9'), 1)).toBe('10.0.0.9')
    expect(clientAddress(request('10.0.0.9', '6.6.6.6, 198.51.100.1, 10.0.0.2'), 2)).toBe('198.51.100.1')
    expect(clientAddress(request('10.0.0.9', '6.6.6.6'), 1)).toBe('6.6.6.6')
    expect(clientAddress(request('10.0.0.9', '6.6.6.6'), 0)).toBe('10.0.0.9')
  })
})

describe('RateLimiter past its table size', () => {
  it('drops the least recently seen client in constant time, not a scan of every bucket', () => {
    let now = 0
    const limiter = new RateLimiter({ perSecond: 1, burst: 5 }, 100_000, () => now)
    for (let i = 0; i < 100_000; i++) limiter.take(`old-${i}`)
    now += 1
    // Each of these new clients went through every one of the 100,000 buckets before (10⁹ steps).
    const started = performance.now()
    for (let i = 0; i < 10_000; i++) limiter.take(`new-${i}`)
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(limiter.size).toBe(100_000)
    // The least recently seen went first: the newest old ones are still counted.
    for (let i = 0; i < 4; i++) limiter.take('old-99999')
    expect(limiter.take('old-99999').allowed).toBe(false)
    expect(limiter.take('old-0').allowed).toBe(true)
  })
})

describe('the guard behind one proxy', () => {
  let server: Server
  let url: string
  beforeAll(async () => {
    const guard = createHttpGuard(
      {
        corsOrigins: [],
        allowedHosts: 'any',
        rateLimit: { perSecond: 0.001, burst: 10 },
        trustedProxies: 1,
        maxBodyBytes: 1024,
        requestTimeoutMs: 5_000,
      },
      { probes: [], methods: ['GET'], refuse: (response, status) => response.writeHead(status).end() },
    )
    server = createServer((req, res) => {
      if (guard.admit(req, res, '/')) res.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const from = async (forwardedFor: string) =>
    (await fetch(url, { headers: { 'x-forwarded-for': forwardedFor } })).status

  it('counts 1,000 addresses of one IPv6 /64 as one client', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 1_000; i++) statuses.push(await from(`2001:db8:aa:bb:${(i + 1).toString(16)}::1`))
    expect(statuses.filter((status) => status === 200)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(990)
    // Another /64 has its own bucket.
    expect(await from('2001:db8:aa:bc::1')).toBe(200)
  })
})
