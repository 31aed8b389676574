import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createServices, type Services, type ServicesConfig, signatureParts } from './services'

const ANALYTICS = 'https://analytics.example/collect'
const MONITORING = 'https://monitoring.example/write'
const COMPLIANCE = 'https://compliance.example/screen'
const ALL: ServicesConfig = { analyticsUrl: ANALYTICS, monitoringUrl: MONITORING, complianceUrl: COMPLIANCE }

const NOW = 1_700_000_000_000
const ORIGIN = 'https://app.example'
const WALLET_LOWER = '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984'
const WALLET = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'
const HASH = '0x6b3f4a0f9e8b2c1d0e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d'

const hexBytes = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ((from + index) % 256).toString(16).padStart(2, '0')).join('')
// Every byte differs, so a slice one byte off lands on different values.
const R = `0x${hexBytes(0x01, 32)}` as const
const S = `0x${hexBytes(0x81, 32)}` as const
const RAW_SIGNATURE = `${R}${S.slice(2)}1c` as const

interface Captured {
  url: string
  init: RequestInit
  body: unknown
}

type Respond = (url: string, init: RequestInit) => Response | Promise<Response>

function fakeFetch(respond: Respond = () => new Response(null, { status: 204 })) {
  const calls: Captured[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input)
    calls.push({ url, init, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body })
    return respond(url, init)
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, spy: fetch }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function servicesWith(config: ServicesConfig, respond?: Respond) {
  const fake = fakeFetch(respond)
  const services = createServices(config, { fetch: fake.fetch, now: () => NOW, origin: ORIGIN })
  return { services, ...fake }
}

async function callEverything(services: Services) {
  services.pageView('/swap')
  services.webVital({ name: 'LCP', value: 1200, id: 'v1' })
  services.exception(new Error('boom'))
  services.monitorTransaction({
    type: 'SWAP',
    chainId: 1,
    walletAddress: WALLET,
    hash: HASH,
    signature: RAW_SIGNATURE,
  })
  services.walletConnected({ chainId: 1, walletAddress: WALLET, connector: 'Injected' })
  const screening = await services.screenWallet(WALLET)
  await services.flush()
  return screening
}

let debug: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('off unless configured', () => {
  it('makes no request at all from any method when no URL is configured', async () => {
    const global = vi.fn()
    vi.stubGlobal('fetch', global)
    const injected = servicesWith({})
    expect(await callEverything(injected.services)).toEqual({ blocked: false })
    expect(await callEverything(createServices({}))).toEqual({ blocked: false })
    expect(injected.spy).not.toHaveBeenCalled()
    expect(global).not.toHaveBeenCalled()
  })

  it('sends each kind only to its own configured service', async () => {
    const analyticsOnly = servicesWith({ analyticsUrl: ANALYTICS })
    await callEverything(analyticsOnly.services)
    expect(analyticsOnly.calls.map((call) => call.url)).toEqual([ANALYTICS, ANALYTICS, ANALYTICS])

    const monitoringOnly = servicesWith({ monitoringUrl: MONITORING })
    await callEverything(monitoringOnly.services)
    expect(monitoringOnly.calls.map((call) => call.url)).toEqual([MONITORING, MONITORING])

    const complianceOnly = servicesWith({ complianceUrl: COMPLIANCE }, () => json({ blocked: false }))
    await callEverything(complianceOnly.services)
    expect(complianceOnly.calls.map((call) => call.url)).toEqual([COMPLIANCE])
  })

  it('uses the global fetch, with the global `this` a browser requires, when none is injected', async () => {
    const thisValues: unknown[] = []
    const global = vi.fn(async function (this: unknown, _input: RequestInfo | URL, _init?: RequestInit) {
      thisValues.push(this)
      return new Response(null, { status: 204 })
    })
    vi.stubGlobal('fetch', global)
    const services = createServices({ analyticsUrl: ANALYTICS })
    services.pageView('/pool')
    await services.flush()
    expect(global).toHaveBeenCalledTimes(1)
    expect(global.mock.calls[0]?.[0]).toBe(ANALYTICS)
    // The browser's fetch throws "Illegal invocation" for any other `this`.
    expect(thisValues).toHaveLength(1)
    expect(thisValues[0] === globalThis || thisValues[0] === undefined).toBe(true)
  })
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

  it('monitoring write of a transaction from the raw 65-byte signature', () => {
    const { services, calls } = servicesWith(ALL)
    services.monitorTransaction({
      type: 'ADD_LIQUIDITY',
      chainId: 1,
      walletAddress: WALLET_LOWER,
      hash: HASH,
      signature: RAW_SIGNATURE,
    })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe(MONITORING)
    expect(calls[0]?.body).toStrictEqual({
      chainId: 1,
      origin: ORIGIN,
      timestamp: NOW,
      hash: HASH,
      r: R,
      s: S,
      v: 28,
      type: 'ADD_LIQUIDITY',
      walletAddress: WALLET,
    })
  })

  it('monitoring write of a transaction from {r, s, v}, v a number or bigint', () => {
    const { services, calls } = servicesWith(ALL)
    services.monitorTransaction({
      type: 'CREATE_POOL',
      chainId: 42161,
      walletAddress: WALLET,
      hash: HASH,
      signature: { r: R.toUpperCase().replace('0X', '0x') as `0x${string}`, s: S, v: 27n },
    })
    services.monitorTransaction({
      type: 'REMOVE_LIQUIDITY',
      chainId: 10,
      walletAddress: WALLET,
      hash: HASH,
      signature: { r: R, s: S, v: 0 },
    })
    expect(calls.map((call) => call.body)).toStrictEqual([
      {
        chainId: 42161,
        origin: ORIGIN,
        timestamp: NOW,
        hash: HASH,
        r: R,
        s: S,
        v: 27,
        type: 'CREATE_POOL',
        walletAddress: WALLET,
      },
      {
        chainId: 10,
        origin: ORIGIN,
        timestamp: NOW,
        hash: HASH,
        r: R,
        s: S,
        v: 0,
        type: 'REMOVE_LIQUIDITY',
        walletAddress: WALLET,
      },
    ])
  })

  it('splits a signature: r the first 32 bytes, s the next 32, v the last byte', () => {
    expect(signatureParts(RAW_SIGNATURE)).toEqual({ r: R, s: S, v: 0x1c })
    expect(signatureParts(`${R}${S.slice(2)}00`)).toEqual({ r: R, s: S, v: 0 })
    expect(signatureParts(RAW_SIGNATURE.slice(0, -2))).toBeUndefined()
    expect(signatureParts(`${RAW_SIGNATURE}00`)).toBeUndefined()
    expect(signatureParts(`${RAW_SIGNATURE.slice(0, -2)}zz`)).toBeUndefined()
    expect(signatureParts({ r: R, s: S, v: -1 })).toBeUndefined()
    expect(signatureParts({ r: R, s: S, v: 1.5 })).toBeUndefined()
    expect(signatureParts({ r: R, s: S })).toBeUndefined()
    expect(signatureParts({ r: R.slice(0, -2), s: S, v: 27 })).toBeUndefined()
  })

  it('wallet connected is a monitoring write', () => {
    const { services, calls } = servicesWith(ALL)
    services.walletConnected({ chainId: 5, walletAddress: WALLET_LOWER, connector: 'Devnet account' })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe(MONITORING)
    expect(calls[0]?.body).toStrictEqual({
      chainId: 5,
      origin: ORIGIN,
      timestamp: NOW,
      type: 'WALLET_CONNECTED',
      walletAddress: WALLET,
      connector: 'Devnet account',
    })
  })

  it('sends nothing for an invalid address, chain id, hash, signature or type', async () => {
    const { services, calls } = servicesWith(ALL, () => json({ blocked: true }))
    const valid = {
      type: 'SWAP' as const,
      chainId: 1,
      walletAddress: WALLET,
      hash: HASH as `0x${string}`,
      signature: RAW_SIGNATURE as `0x${string}`,
    }
    // A mixed-case address whose checksum is wrong is not an address.
    const badChecksum = WALLET.replace('aF5', 'Af5')
    for (const walletAddress of ['0x1234', 'not an address', badChecksum, '']) {
      services.monitorTransaction({ ...valid, walletAddress })
      services.walletConnected({ chainId: 1, walletAddress, connector: 'Injected' })
      expect(await services.screenWallet(walletAddress)).toEqual({ blocked: false })
    }
    for (const chainId of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      services.monitorTransaction({ ...valid, chainId })
      services.walletConnected({ chainId, walletAddress: WALLET, connector: 'Injected' })
    }
    services.monitorTransaction({ ...valid, hash: '0x1234' })
    services.monitorTransaction({ ...valid, signature: '0x1234' })
    // @ts-expect-error an unknown transaction type
    services.monitorTransaction({ ...valid, type: 'APPROVE' })
    services.walletConnected({ chainId: 1, walletAddress: WALLET, connector: '' })
    expect(calls).toHaveLength(0)
    // The valid baseline does send, so the cases above were refused for their one bad field.
    services.monitorTransaction(valid)
    expect(calls).toHaveLength(1)
  })
})

describe('failures never reach the caller', () => {
  const fireAndForget = (services: Services) => {
    services.pageView('/swap')
    services.webVital({ name: 'FCP', value: 100, id: 'f' })
    services.exception(new Error('x'))
    services.monitorTransaction({
      type: 'SWAP',
      chainId: 1,
      walletAddress: WALLET,
      hash: HASH,
      signature: RAW_SIGNATURE,
    })
    services.walletConnected({ chainId: 1, walletAddress: WALLET, connector: 'Injected' })
  }

  it('a rejecting fetch is swallowed and logged', async () => {
    const { services, spy } = servicesWith(ALL, () => Promise.reject(new TypeError('Failed to fetch')))
    expect(() => fireAndForget(services)).not.toThrow()
    await services.flush()
    expect(spy).toHaveBeenCalledTimes(5)
    expect(debug).toHaveBeenCalledTimes(5)
  })

  it('a fetch that throws synchronously is swallowed and logged', async () => {
    const throwing = vi.fn(() => {
      throw new TypeError('bad')
    })
    const services = createServices(ALL, { fetch: throwing as unknown as typeof fetch })
    expect(() => fireAndForget(services)).not.toThrow()
    await services.flush()
    expect(throwing).toHaveBeenCalledTimes(5)
    expect(debug).toHaveBeenCalledTimes(5)
  })

  it('an HTTP error is logged', async () => {
    const { services } = servicesWith(ALL, () => new Response('nope', { status: 503 }))
    fireAndForget(services)
    await services.flush()
    expect(debug).toHaveBeenCalledTimes(5)
    expect(debug).toHaveBeenCalledWith('[services] monitoring SWAP: HTTP 503')
  })
})

describe('screenWallet', () => {
  const exceptions = (calls: Captured[]) =>
    calls.filter((call) => call.url === ANALYTICS).map((call) => (call.body as { message: string }).message)

  it('POSTs the address and blocks on { blocked: true }', async () => {
    const { services, calls } = servicesWith(ALL, () => json({ blocked: true }))
    expect(await services.screenWallet(WALLET_LOWER)).toEqual({ blocked: true })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe(COMPLIANCE)
    expect(calls[0]?.init.method).toBe('POST')
    expect(calls[0]?.body).toStrictEqual({ address: WALLET })
  })

  it('does not block on { blocked: false }', async () => {
    const { services, calls } = servicesWith(ALL, () => json({ blocked: false }))
    expect(await services.screenWallet(WALLET)).toEqual({ blocked: false })
    expect(exceptions(calls)).toEqual([])
  })

  it('HTTP 500: not blocked, and the failure is reported as an exception', async () => {
    const { services, calls } = servicesWith(ALL, (url) =>
      url === COMPLIANCE ? json({ blocked: true }, 500) : new Response(null, { status: 204 }),
    )
    expect(await services.screenWallet(WALLET)).toEqual({ blocked: false })
    expect(exceptions(calls)).toEqual(['Compliance screening failed: HTTP 500'])
  })

  it('malformed JSON: not blocked, reported', async () => {
    const { services, calls } = servicesWith(ALL, (url) =>
      url === COMPLIANCE
        ? new Response('{"blocked": tru', { status: 200 })
        : new Response(null, { status: 204 }),
    )
    expect(await services.screenWallet(WALLET)).toEqual({ blocked: false })
    expect(exceptions(calls)).toHaveLength(1)
    expect(exceptions(calls)[0]).toMatch(/^Compliance screening failed: /)
  })

  it.each([[{}], [{ blocked: 'true' }], [{ blocked: 1 }], [null], [[true]], ['blocked']])(
    'a well-formed JSON answer of the wrong shape (%j): not blocked, reported',
    async (answer) => {
      const { services, calls } = servicesWith(ALL, (url) =>
        url === COMPLIANCE ? json(answer) : new Response(null, { status: 204 }),
      )
      expect(await services.screenWallet(WALLET)).toEqual({ blocked: false })
      expect(exceptions(calls)).toEqual(['Compliance screening failed: malformed response'])
    },
  )

  it('a network failure: not blocked, reported', async () => {
    const { services, calls } = servicesWith(ALL, (url) =>
      url === COMPLIANCE
        ? Promise.reject(new TypeError('Failed to fetch'))
        : new Response(null, { status: 204 }),
    )
    expect(await services.screenWallet(WALLET)).toEqual({ blocked: false })
    expect(exceptions(calls)).toEqual(['Compliance screening failed: Failed to fetch'])
  })

  it('a provider that never answers: not blocked after the timeout', async () => {
    const fake = fakeFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new Error('aborted')))
        }),
    )
    const services = createServices(
      { complianceUrl: COMPLIANCE },
      { fetch: fake.fetch, screeningTimeoutMs: 20 },
    )
    expect(await services.screenWallet(WALLET)).toEqual({ blocked: false })
    expect(fake.calls[0]?.init.signal?.aborted).toBe(true)
  })
})
