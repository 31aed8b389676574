// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readConfig } from '../src/core/config.ts'
import { DEFAULT_CLAIM_DATA_URL as APP_CLAIM_DATA_URL } from '../src/features/claim/constants.ts'
import { DEFAULT_LIST_OF_LISTS } from '../src/features/lists/defaults.ts'
import { CHAIN_INFO } from '../src/lib/chains/chainInfo.ts'
import { DEFAULT_IPFS_GATEWAYS as APP_IPFS_GATEWAYS } from '../src/lib/ipfs.ts'
import {
  connectOrigins,
  contentSecurityPolicy,
  DEFAULT_CLAIM_DATA_URL,
  DEFAULT_IPFS_GATEWAYS,
  DEFAULT_LIST_ORIGINS,
  originOf,
  PUBLIC_RPC_URLS,
  scriptHashSource,
  securityHeaders,
} from './securityHeaders.ts'

const HASH = scriptHashSource('window.__EXCHANGE_CONFIG__={}')

/** The policy as directive name → sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

const DEPLOYED = {
  rpcUrls: { 1: 'https://eth.example.org/v3/secret-key', 42161: 'https://arb.example.org/rpc' },
  quoteApiUrl: 'https://quote.example.org/api',
  indexerUrl: 'https://indexer.example.org',
  ipfsGateways: ['https://gateway.example.org', 'http://127.0.0.1:8790'],
  claimDataUrl: 'https://claims.example.org/chunks',
  analyticsUrl: 'https://analytics.example.org/e',
  monitoringUrl: 'https://monitoring.example.org/m',
  complianceUrl: 'https://compliance.example.org/screen',
}

describe('contentSecurityPolicy', () => {
  it('with lists from any host asked for, connects to the configured origins (without paths) plus https:', () => {
    const csp = parse(contentSecurityPolicy(DEPLOYED, HASH, { anyHttpsListHost: true }))
    const connect = csp.get('connect-src') ?? []
    for (const origin of [
      'https://eth.example.org',
      'https://arb.example.org',
      'https://quote.example.org',
      'https://indexer.example.org',
      'https://gateway.example.org',
      'http://127.0.0.1:8790',
      'https://claims.example.org',
      'https://analytics.example.org',
      'https://monitoring.example.org',
      'https://compliance.example.org',
    ])
      expect(connect, origin).toContain(origin)
    expect(connect.join(' ')).not.toContain('secret-key')
    expect(connect).toContain('https:')
    // Plain http and sockets only to named origins; never everything.
    expect(connect).not.toContain('http:')
    expect(connect).not.toContain('ws:')
    expect(connect).not.toContain('*')
    // A configured gateway replaces the public ones; a configured RPC its chain's public endpoint.
    expect(connect).not.toContain('https://ipfs.io')
    expect(connect).not.toContain('https://cloudflare-eth.com')
    expect(connect).toContain('https://mainnet.optimism.io')
  })

  it('without lists from any host, connect-src is exactly the named origins', () => {
    const connect = parse(contentSecurityPolicy(DEPLOYED, HASH, { anyHttpsListHost: false })).get(
      'connect-src',
    )
    expect(connect).not.toContain('https:')
    // Issue 48: that is what production serves unless the setting asks for the open form.
    expect(parse(contentSecurityPolicy(DEPLOYED, HASH)).get('connect-src')).toEqual(connect)
    expect(connect).toContain('https://quote.example.org')
    expect(connect).toContain('https://tokens.uniswap.org')
    expect(
      connect?.every((source) => source === "'self'" || /^(https?|wss?):\/\/[^/\s;,]+$/.test(source)),
    ).toBe(true)
  })

  it('runs only its own scripts and the configuration by hash; frames nothing, is framed by no one', () => {
    const csp = parse(contentSecurityPolicy(DEPLOYED, HASH))
    expect(csp.get('script-src')).toEqual(["'self'", HASH])
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('frame-src')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    // Logos from any https host a list names, data: logos, and an http gateway's.
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:', 'http://127.0.0.1:8790'])
    const all = contentSecurityPolicy(DEPLOYED, HASH)
    expect(all).not.toContain('unsafe-eval')
    expect(/script-src[^;]*unsafe-inline/.test(all)).toBe(false)
  })

  it('adds the wallet services of the connectors that are configured, and only those (Fortmatic is gone)', () => {
    const plain = parse(contentSecurityPolicy({}, HASH))
    expect(plain.get('connect-src')).not.toContain('wss://relay.walletconnect.org')
    expect(plain.get('connect-src')).toContain('wss://www.walletlink.org')
    const both = parse(
      contentSecurityPolicy(
        { walletConnectProjectId: '0123456789abcdef0123456789abcdef', fortmaticApiKey: 'pk_live_ABC' },
        HASH,
      ),
    )
    expect(both.get('connect-src')).toContain('wss://relay.walletconnect.org')
    expect(both.get('connect-src')).toContain('https://rpc.walletconnect.org')
    expect(both.get('frame-src')).toContain('https://verify.walletconnect.org')
    // A Fortmatic key left in an old configuration loads nothing: the option says it is unavailable.
    expect(both.get('frame-src')).not.toContain('https://x2.fortmatic.com')
    expect(both.get('frame-src')).not.toContain("'none'")
    expect(both.get('font-src')).toContain('https://fonts.reown.com')
  })

  it('uses the public endpoints and gateways the app falls back to when nothing is configured', () => {
    const connect = parse(contentSecurityPolicy({}, HASH)).get('connect-src') ?? []
    for (const url of Object.values(PUBLIC_RPC_URLS)) expect(connect).toContain(new URL(url).origin)
    expect(connect).toContain('https://ipfs.io')
    expect(connect).toContain('https://raw.githubusercontent.com')
  })

  it.each([
    ['a directive in a URL', { quoteApiUrl: "https://x.example.org; script-src 'unsafe-inline'" }],
    ['a javascript: URL', { indexerUrl: 'javascript:alert(1)' }],
    ['a wildcard', { ipfsGateways: ['*', 'https://*.example.org'] }],
    ['a non-string', { rpcUrls: { 1: { toString: () => "'unsafe-eval'" } }, analyticsUrl: 42 }],
    ['quotes and spaces', { complianceUrl: "https://a.example.org/ 'unsafe-eval'" }],
    ['a semicolon in the host', { quoteApiUrl: 'https://x.example.org;script-src' }],
    ['a quote in the host', { indexerUrl: "https://x'unsafe-eval'.example.org" }],
    ['a comma in the host', { analyticsUrl: 'https://a.example.org,b.example.org' }],
  ])('a hostile configuration value (%s) cannot widen or break the policy', (_, config) => {
    const policy = contentSecurityPolicy(config as Record<string, unknown>, HASH)
    expect([...parse(policy).keys()]).toEqual([...parse(contentSecurityPolicy({}, HASH)).keys()])
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).not.toContain('javascript:')
    expect(/script-src[^;]*unsafe-inline/.test(policy)).toBe(false)
    expect(policy).not.toMatch(/(^|\s)\*(\s|;|$)/)
    // Every source is a keyword, a scheme, or a scheme, host and port.
    for (const [, sources] of parse(policy))
      for (const source of sources)
        expect(source).toMatch(/^('[A-Za-z0-9+/=-]+'|[a-z]+:|(https?|wss?):\/\/[a-z0-9.-]+(:\d+)?)$/)
    expect(policy.split(';')).toHaveLength(parse(contentSecurityPolicy({}, HASH)).size)
  })

  it('keeps the scheme, host and port of a URL, and only those (issue 48)', () => {
    expect(originOf('https://x.example.org;script-src')).toBeUndefined()
    expect(originOf("https://a'b.example.org")).toBeUndefined()
    expect(originOf('https://a.example.org,b.example.org')).toBeUndefined()
    expect(originOf('https://user:pass@Quote.Example.org:8443/v1/quote?x=1;y')).toBe(
      'https://quote.example.org:8443',
    )
    expect(originOf('http://127.0.0.1:8790/claims')).toBe('http://127.0.0.1:8790')
    expect(originOf('http://[::1]:8545')).toBe('http://[::1]:8545')
    expect(originOf('https://bücher.example')).toBe('https://xn--bcher-kva.example')
    expect(originOf('wss://relay.walletconnect.org')).toBe('wss://relay.walletconnect.org')
  })
})

describe('securityHeaders', () => {
  it('has the CSP, X-Frame-Options, nosniff, Referrer-Policy and Permissions-Policy', () => {
    const headers = securityHeaders(DEPLOYED, HASH)
    expect(Object.keys(headers).sort()).toEqual([
      'content-security-policy',
      'cross-origin-opener-policy',
      'permissions-policy',
      'referrer-policy',
      'x-content-type-options',
      'x-frame-options',
    ])
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    // The app's own popups (Coinbase Wallet) keep their opener; other pages get no handle on the app.
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(headers['permissions-policy']).toContain(`${feature}=()`)
  })

  it('hashes the exact script text', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
  })
})

describe('the app and the policy agree', () => {
  it("on the app's fallbacks: public RPCs, IPFS gateways, claim data and default list hosts", () => {
    expect(PUBLIC_RPC_URLS).toEqual(
      Object.fromEntries(Object.entries(CHAIN_INFO).map(([chainId, info]) => [chainId, info.rpcUrls[0]])),
    )
    expect(DEFAULT_IPFS_GATEWAYS).toEqual(APP_IPFS_GATEWAYS)
    expect(DEFAULT_CLAIM_DATA_URL).toBe(APP_CLAIM_DATA_URL)
    const listOrigins = DEFAULT_LIST_OF_LISTS.filter((url) => url.startsWith('https://')).map(
      (url) => new URL(url).origin,
    )
    for (const origin of listOrigins) expect(DEFAULT_LIST_ORIGINS).toContain(origin)
  })

  it('on every URL the app reads from its configuration', () => {
    const injected = { ...DEPLOYED, devnet: true, extraBlockedAddresses: [] }
    const read = readConfig(injected, {}) as unknown as Record<string, unknown>
    const connect = parse(contentSecurityPolicy(injected, HASH, { anyHttpsListHost: false })).get(
      'connect-src',
    )
    const urls: string[] = []
    for (const [key, value] of Object.entries(read)) {
      if (typeof value === 'string' && /^https?:/.test(value)) urls.push(value)
      else if (Array.isArray(value)) urls.push(...value.filter((entry) => /^https?:/.test(String(entry))))
      else if (key === 'rpcUrls') urls.push(...Object.values(value as Record<string, string>))
    }
    // Every URL field of the configuration is one the test configuration sets: a new one fails here
    // until the policy knows it.
    for (const key of Object.keys(read).filter((name) => /(Url|Urls|Gateways)$/.test(name)))
      expect(DEPLOYED, key).toHaveProperty(key)
    expect(urls.length).toBeGreaterThanOrEqual(10)
    for (const url of urls) expect(connect, url).toContain(new URL(url).origin)
  })
})

describe('connectOrigins with several RPC URLs per chain', () => {
  it('allows every URL of a chain’s list, as the app tries them in turn behind its fallback', () => {
    const origins = connectOrigins({ rpcUrls: { 1: ['http://127.0.0.1:9', 'http://127.0.0.1:4545'] } })
    expect(origins).toContain('http://127.0.0.1:9')
    expect(origins).toContain('http://127.0.0.1:4545')
  })
})
