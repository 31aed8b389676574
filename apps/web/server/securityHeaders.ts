import { createHash } from 'node:crypto'
import { EARLY_CLICKS_SCRIPT } from './earlyClicks.ts'

/**
 * The security headers of every response of the web server, built from the run-time configuration
 * the page is given (the same object that becomes `window.__EXCHANGE_CONFIG__`). docs/operations.md ("Deploying")
 * lists them for anyone serving `apps/web/dist` another way.
 *
 * Why the Content-Security-Policy is what it is (the strictest that keeps every feature working):
 * - script-src 'self' plus the sha256 of the one inline script, the injected configuration. Nothing
 *   else runs: no 'unsafe-inline', no 'unsafe-eval' (the token list validator is compiled at build
 *   time for this; see apps/web/vite/tokenListValidator.ts), no third-party script host.
 * - connect-src names every origin the configuration points the app to, and nothing else: the RPC
 *   URLs (and the public endpoint of each chain without one), the quote API, the indexer, the IPFS
 *   gateways, the claim data, analytics, monitoring and compliance, the default token lists, and the
 *   wallet SDKs' services. Lists by ENS name and ipfs:// work through the RPC and the gateways; a list
 *   added by an https URL on another host is refused by the browser. An operator whose users add
 *   lists from custom hosts sets `anyHttpsListHost: true`, which adds `https:` as a whole (no fixed
 *   list of hosts can hold every list a user may add); `http:` and `ws:` stay limited to the named
 *   origins either way (issue 48: the open form let any https host be reached by default).
 * - img-src allows `https:` and data: because token logos come from whatever host a list names
 *   (and data: URIs, the v3 position NFT's SVG); http: only from the configured gateways (an http
 *   logo is tried as https first, and an https page could not load it anyway).
 * - style-src allows 'unsafe-inline': the wallet SDKs insert <style> elements at run time (Coinbase
 *   Wallet's QR dialog, WalletConnect's modal theme), and they cannot be given a nonce. Styles cannot
 *   run code; scripts stay strict.
 * - frame-src is 'none' unless a connector that needs a frame is configured (WalletConnect's verify
 *   and wallet frames); frame-ancestors 'none' (with X-Frame-Options DENY for
 *   old browsers): no site can frame the swap screen (clickjacking).
 * - object-src 'none', base-uri 'none', form-action 'self'.
 * Cross-Origin-Opener-Policy is `same-origin-allow-popups`: a page that opens the app, or that the
 * app's links open, gets no handle on its window, while the popups the app opens itself (Coinbase
 * Wallet's) keep theirs to the page (`same-origin` would cut that popup off).
 * Not set on purpose: upgrade-insecure-requests and HSTS (the TLS terminator's job; they would break
 * a plain-http local run).
 */

export interface CspOptions {
  /**
   * Also allow fetches from any https origin, for token lists added by a URL on a host the
   * configuration does not name (default false: connect-src is the named origins only; see above).
   */
  anyHttpsListHost?: boolean
}

/** The public endpoint per chain used when no RPC URL is configured (apps/web/src/lib/chains/chainInfo.ts). */
export const PUBLIC_RPC_URLS: Readonly<Record<number, string>> = {
  1: 'https://cloudflare-eth.com',
  3: 'https://rpc.ankr.com/eth_ropsten',
  4: 'https://rpc.ankr.com/eth_rinkeby',
  5: 'https://rpc.ankr.com/eth_goerli',
  10: 'https://mainnet.optimism.io',
  69: 'https://kovan.optimism.io',
  42161: 'https://arb1.arbitrum.io/rpc',
  421611: 'https://rinkeby.arbitrum.io/rpc',
}

/** The IPFS gateways used when none is configured (apps/web/src/lib/ipfs.ts). */
export const DEFAULT_IPFS_GATEWAYS: readonly string[] = ['https://cloudflare-ipfs.com', 'https://ipfs.io']

/** The claim data used when none is configured (apps/web/src/features/claim/constants.ts). */
export const DEFAULT_CLAIM_DATA_URL =
  'https://raw.githubusercontent.com/Uniswap/mrkl-drop-data-chunks/final/chunks'

/** Hosts of the default token lists and of the logo repository (apps/web/src/features/lists/defaults.ts). */
export const DEFAULT_LIST_ORIGINS: readonly string[] = [
  'https://tokens.uniswap.org',
  'https://raw.githubusercontent.com',
  'https://api.coinmarketcap.com',
  'https://tokens.coingecko.com',
  'https://www.gemini.com',
  'https://app.tryroll.com',
  'https://bridge.arbitrum.io',
  'https://static.optimism.io',
]

/** Coinbase Wallet SDK (always offered): its relay socket, RPC and telemetry. Its wallet is a popup. */
export const COINBASE_WALLET_ORIGINS: readonly string[] = [
  'wss://www.walletlink.org',
  'https://www.walletlink.org',
  'https://rpc.wallet.coinbase.com',
  'https://cca-lite.coinbase.com',
]

/** WalletConnect (when a project id is configured): relay, RPC, verify, modal API and telemetry. */
export const WALLETCONNECT_CONNECT_ORIGINS: readonly string[] = [
  'wss://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
  'https://rpc.walletconnect.org',
  'https://rpc.walletconnect.com',
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
  'https://pulse.walletconnect.org',
  'https://echo.walletconnect.com',
  'https://api.web3modal.org',
]
export const WALLETCONNECT_FRAME_ORIGINS: readonly string[] = [
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
  'https://secure.walletconnect.org',
]
export const WALLETCONNECT_FONT_ORIGINS: readonly string[] = ['https://fonts.reown.com']
/** The features no screen of the app uses, refused to the page and every frame in it. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'browsing-topics=()',
].join(', ')

export const REFERRER_POLICY = 'strict-origin-when-cross-origin'

/** No other page gets a handle on the app's window; the app's own popups (Coinbase Wallet) keep theirs. */
export const OPENER_POLICY = 'same-origin-allow-popups'

/**
 * The page's one inline script: it hands the page its configuration and records the clicks made before
 * the app is live (earlyClicks.ts); its text is what the CSP hash covers.
 */
export function configScriptBody(json: string): string {
  return `window.__EXCHANGE_CONFIG__=${json};${EARLY_CLICKS_SCRIPT}`
}

/** The CSP source for an inline script's exact text. */
export function scriptHashSource(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`
}

/** A CSP host-source's host: DNS labels of letters, digits and hyphens (the URL parser gives punycode), or an IPv6 literal. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/

/**
 * The origin of an http(s) or ws(s) URL, as a CSP source: its scheme, host and port and nothing else;
 * undefined for anything else. The URL parser accepts `;`, `'` and `,` in a host name
 * (`https://a.example;script-src` has the host `a.example;script-src`), which in a policy would end
 * the directive and start another: a host must be DNS labels or an IPv6 literal, or the value adds
 * nothing (never a broken or widened policy).
 */
export function originOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return undefined
  if (!HOST.test(url.hostname) || !/^\d*$/.test(url.port)) return undefined
  return `${url.protocol}//${url.host}`
}

/** As the app reads its configuration (apps/web/src/core/config.ts): an http(s) URL or nothing. */
const isHttp = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value)
const urls = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
const present = (value: unknown) => typeof value === 'string' && value !== ''

/** Every origin the app fetches from or connects to under this configuration (see the comment above). */
export function connectOrigins(config: Record<string, unknown>): string[] {
  const rpcUrls = record(config.rpcUrls)
  // A chain may have one URL or a list of them (tried in turn behind a fallback); the app drops a
  // configured URL that is not http(s) and uses the public endpoint when none is left.
  const httpUrls = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter(isHttp)
  const rpc: unknown[] = Object.entries(PUBLIC_RPC_URLS).flatMap(([chainId, fallback]) => {
    const configured = httpUrls(rpcUrls[chainId])
    return configured.length > 0 ? configured : [fallback]
  })
  // A configured chain the public table does not know is still one the app talks to.
  for (const [chainId, value] of Object.entries(rpcUrls))
    if (!(chainId in PUBLIC_RPC_URLS)) rpc.push(...httpUrls(value))
  const gateways = urls(config.ipfsGateways).filter(isHttp)
  return unique([
    ...[...rpc, config.quoteApiUrl, config.indexerUrl, config.analyticsUrl, config.monitoringUrl].filter(
      isHttp,
    ),
    ...[config.complianceUrl].filter(isHttp),
    ...(gateways.length > 0 ? gateways : DEFAULT_IPFS_GATEWAYS),
    isHttp(config.claimDataUrl) ? config.claimDataUrl : DEFAULT_CLAIM_DATA_URL,
    ...DEFAULT_LIST_ORIGINS,
    ...COINBASE_WALLET_ORIGINS,
    ...(present(config.walletConnectProjectId) ? WALLETCONNECT_CONNECT_ORIGINS : []),
  ])
}

function unique(values: unknown[]): string[] {
  return [...new Set(values.map(originOf).filter((origin): origin is string => origin !== undefined))]
}

/** The Content-Security-Policy for a page given `config`, whose inline script has `scriptHash`. */
export function contentSecurityPolicy(
  config: Record<string, unknown>,
  scriptHash: string,
  options: CspOptions = {},
): string {
  const anyHttps = options.anyHttpsListHost ?? false
  const gatewayOrigins = unique(urls(config.ipfsGateways).filter(isHttp))
  const walletConnect = present(config.walletConnectProjectId)
  const frames = [...(walletConnect ? WALLETCONNECT_FRAME_ORIGINS : [])]
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", scriptHash]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    [
      'img-src',
      ["'self'", 'data:', 'https:', ...gatewayOrigins.filter((origin) => origin.startsWith('http:'))],
    ],
    ['font-src', ["'self'", 'data:', ...(walletConnect ? WALLETCONNECT_FONT_ORIGINS : [])]],
    ['connect-src', ["'self'", ...connectOrigins(config), ...(anyHttps ? ['https:'] : [])]],
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
}

/** Every security header, for every response (a CSP on an SVG or JSON response does no harm and stops script in an SVG opened as a page). */
export function securityHeaders(
  config: Record<string, unknown>,
  scriptHash: string,
  options: CspOptions = {},
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config, scriptHash, options),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': OPENER_POLICY,
  }
}
