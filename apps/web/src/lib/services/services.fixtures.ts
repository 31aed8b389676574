import { vi } from 'vitest'
import { createServices, type Services, type ServicesConfig } from './services'

/** What the services tests share: the configured URLs, a wallet, a signature and a fetch that records. */
export const ANALYTICS = 'https://analytics.example/collect'
export const MONITORING = 'https://monitoring.example/write'
export const COMPLIANCE = 'https://compliance.example/screen'
export const ALL: ServicesConfig = {
  analyticsUrl: ANALYTICS,
  monitoringUrl: MONITORING,
  complianceUrl: COMPLIANCE,
}

export const NOW = 1_700_000_000_000
export const ORIGIN = 'https://app.example'
export const WALLET_LOWER = '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984'
export const WALLET = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'
export const HASH = '0x6b3f4a0f9e8b2c1d0e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d'

export const hexBytes = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ((from + index) % 256).toString(16).padStart(2, '0')).join('')
// Every byte differs, so a slice one byte off lands on different values.
export const R = `0x${hexBytes(0x01, 32)}` as const
export const S = `0x${hexBytes(0x81, 32)}` as const
export const RAW_SIGNATURE = `${R}${S.slice(2)}1c` as const

export interface Captured {
  url: string
  init: RequestInit
  body: unknown
}

export type Respond = (url: string, init: RequestInit) => Response | Promise<Response>

export function fakeFetch(respond: Respond = () => new Response(null, { status: 204 })) {
  const calls: Captured[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input)
    calls.push({ url, init, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body })
    return respond(url, init)
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, spy: fetch }
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export function servicesWith(config: ServicesConfig, respond?: Respond) {
  const fake = fakeFetch(respond)
  const services = createServices(config, { fetch: fake.fetch, now: () => NOW, origin: ORIGIN })
  return { services, ...fake }
}

export async function callEverything(services: Services) {
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
