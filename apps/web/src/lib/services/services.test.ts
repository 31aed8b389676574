import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createServices, type Services } from './services'
import {
  ALL,
  ANALYTICS,
  COMPLIANCE,
  callEverything,
  HASH,
  json,
  MONITORING,
  RAW_SIGNATURE,
  servicesWith,
  WALLET,
} from './services.fixtures'

// The services are off unless configured, and their failures never reach the caller.

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
