import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ALL, ANALYTICS, NOW, servicesWith } from './services.fixtures'

// Analytics requests: the request shape, page views, web vitals and exceptions.

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('requests', () => {
  it('POSTs JSON with keepalive and without credentials', async () => {
    const { services, calls } = servicesWith(ALL)
    services.pageView('/swap')
    const init = calls[0]?.init
    expect(init?.method).toBe('POST')
    expect(init?.headers).toEqual({ 'content-type': 'application/json' })
    expect(init?.keepalive).toBe(true)
    expect(init).not.toHaveProperty('credentials')
  })

  it('page view', () => {
    const { services, calls } = servicesWith(ALL)
    services.pageView('/add/ETH')
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe(ANALYTICS)
    expect(calls[0]?.body).toStrictEqual({ type: 'pageview', path: '/add/ETH', timestamp: NOW })
  })

  it('web vitals: CLS multiplied by 1000 and rounded, the others rounded milliseconds', () => {
    const { services, calls } = servicesWith(ALL)
    services.webVital({ name: 'CLS', value: 0.1234, id: 'cls-1' })
    services.webVital({ name: 'CLS', value: 0.0006, id: 'cls-2' })
    services.webVital({ name: 'LCP', value: 1234.6, id: 'lcp-1' })
    services.webVital({ name: 'TTFB', value: 80.4, id: 'ttfb-1' })
    expect(calls.map((call) => call.body)).toStrictEqual([
      { type: 'webvital', name: 'CLS', value: 123, id: 'cls-1', timestamp: NOW },
      { type: 'webvital', name: 'CLS', value: 1, id: 'cls-2', timestamp: NOW },
      { type: 'webvital', name: 'LCP', value: 1235, id: 'lcp-1', timestamp: NOW },
      { type: 'webvital', name: 'TTFB', value: 80, id: 'ttfb-1', timestamp: NOW },
    ])
  })

  it('drops malformed web vitals', () => {
    const { services, calls } = servicesWith(ALL)
    // @ts-expect-error an unknown metric name
    services.webVital({ name: 'XYZ', value: 1, id: 'a' })
    services.webVital({ name: 'FCP', value: Number.NaN, id: 'a' })
    services.webVital({ name: 'FCP', value: -1, id: 'a' })
    services.webVital({ name: 'FCP', value: 1, id: '' })
    expect(calls).toHaveLength(0)
  })

  it('exception: message, stack and fatal', () => {
    const { services, calls } = servicesWith(ALL)
    const error = new Error('swap failed')
    services.exception(error, true)
    services.exception('a string')
    expect(calls.map((call) => call.body)).toStrictEqual([
      { type: 'exception', message: 'swap failed', stack: error.stack, fatal: true, timestamp: NOW },
      { type: 'exception', message: 'a string', stack: null, fatal: false, timestamp: NOW },
    ])
  })

  it('exception: message and stack cut to 2000 characters', () => {
    const { services, calls } = servicesWith(ALL)
    const error = new Error('m'.repeat(5000))
    error.stack = 's'.repeat(3000)
    services.exception(error)
    expect(calls[0]?.body).toMatchObject({ message: 'm'.repeat(2000), stack: 's'.repeat(2000) })
  })

  it('exception never throws, whatever it is given', () => {
    const { services, calls } = servicesWith(ALL)
    const hostile = {
      toString() {
        throw new Error('no')
      },
    }
    const hostileMessage = {
      get message(): string {
        throw new Error('no')
      },
    }
    expect(() => services.exception(hostile)).not.toThrow()
    expect(() => services.exception(hostileMessage)).not.toThrow()
    expect(() => services.exception(undefined)).not.toThrow()
    expect(() => services.exception(null)).not.toThrow()
    expect(calls.map((call) => (call.body as { message: string }).message)).toEqual([
      'Unprintable error',
      'Unprintable error',
      'undefined',
      'null',
    ])
  })
})
