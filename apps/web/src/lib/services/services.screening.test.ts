import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createServices } from './services'
import {
  ALL,
  ANALYTICS,
  type Captured,
  COMPLIANCE,
  fakeFetch,
  json,
  servicesWith,
  WALLET,
  WALLET_LOWER,
} from './services.fixtures'

// The compliance screen of a wallet (screenWallet).

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
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
