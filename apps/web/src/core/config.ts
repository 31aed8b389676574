import { DEFAULT_IPFS_GATEWAYS } from '../lib/ipfs'

/**
 * Runtime configuration. A deployment serves one build everywhere: the server that serves
 * index.html injects `window.__EXCHANGE_CONFIG__` (see server/serve.ts); under `vite` dev the
 * VITE_* variables fill the same fields.
 */
export interface AppConfig {
  /** JSON-RPC URL per chain id: the first of `rpcUrlLists`. */
  rpcUrls: Record<number, string>
  /**
   * Every JSON-RPC URL per chain id, in the order given: reads go to them through viem's fallback
   * transport, which ranks them. Configured as one URL or a list (`VITE_RPC_URL_<id>`: comma-separated).
   */
  rpcUrlLists: Record<number, string[]>
  /**
   * The chains that are the local replica (devnet): only these are offered to the Devnet account, and
   * only these are checked to be the replica before a wallet signs for them. A chain counts only when
   * every RPC URL it has is on a loopback host, whatever the configuration says.
   */
  devnetChains: number[]
  /** True when any chain is the local replica (devnetChains is not empty): offers the Devnet account. */
  devnet: boolean
  /** Extra addresses for the blocked-address gate (the devnet adds development account 9). */
  extraBlockedAddresses: string[]
  /** Base URL of the quote API, e.g. http://localhost:8787. */
  quoteApiUrl?: string
  /**
   * IPFS gateway bases tried in order for ipfs:// and ipns:// lists and logos (e.g. https://ipfs.io);
   * the devnet's list server acts as one.
   */
  ipfsGateways: string[]
  /**
   * Base URL of the airdrop's claim data: `<base>/mapping.json` maps the first address of each chunk to
   * its last, `<base>/<first address>.json` holds the chunk's claims. Under the devnet, the list server.
   */
  claimDataUrl?: string
  /** Base URL of the indexer's GraphQL endpoints. */
  indexerUrl?: string
  /** Where analytics, web vitals and exceptions are posted; off when unset. */
  analyticsUrl?: string
  /** Where the monitoring writes go; off when unset. */
  monitoringUrl?: string
  /** The compliance screening endpoint; off when unset. */
  complianceUrl?: string
  /** WalletConnect Cloud project id; the WalletConnect option shows only when it is set. */
  walletConnectProjectId?: string
}

declare global {
  interface Window {
    __EXCHANGE_CONFIG__?: Partial<AppConfig>
  }
}

const isUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value)

/** Whether a URL's host is this machine (127.0.0.0/8, localhost, [::1]): where a devnet may run. */
export function isLoopbackUrl(url: string): boolean {
  let host: string
  try {
    host = new URL(url).hostname
  } catch {
    return false
  }
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host)
}

/** Positive integer chain ids from an injected list or a comma-separated variable; undefined when absent. */
function chainIdList(value: unknown): number[] | undefined {
  const entries = Array.isArray(value)
    ? value
    : typeof value === 'string' && value.trim() !== ''
      ? value.split(',').map((entry) => Number(entry.trim()))
      : undefined
  return entries?.filter((entry): entry is number => Number.isSafeInteger(entry) && (entry as number) > 0)
}

/**
 * The replica chains: named by `devnetChains` (injected, else VITE_DEVNET_CHAINS), or every configured
 * chain when only `devnet: true` (or VITE_DEVNET) is given; in each case only chains whose RPC URLs are all
 * on loopback. An injected `devnet: false` turns the devnet off, whatever the build says.
 */
function readDevnetChains(
  source: Record<string, unknown>,
  env: Record<string, string | undefined>,
  rpcUrlLists: Record<number, string[]>,
): number[] {
  if (source.devnet === false) return []
  const named = chainIdList(source.devnetChains) ?? chainIdList(env.VITE_DEVNET_CHAINS)
  const on = named !== undefined || source.devnet === true || env.VITE_DEVNET === 'true'
  if (!on) return []
  const candidates = named ?? Object.keys(rpcUrlLists).map(Number)
  return [...new Set(candidates)].filter((chainId) => {
    const urls = rpcUrlLists[chainId]
    return urls !== undefined && urls.length > 0 && urls.every(isLoopbackUrl)
  })
}

/** A WalletConnect project id is 32 hex characters. */
const projectId = (value: unknown) =>
  typeof value === 'string' && /^[0-9a-f]{32}$/i.test(value) ? value : undefined

/** Validates what the page was given; anything malformed is dropped rather than trusted. */
export function readConfig(injected: unknown, env: Record<string, string | undefined>): AppConfig {
  const source = (typeof injected === 'object' && injected !== null ? injected : {}) as Record<
    string,
    unknown
  >
  const rpcUrls: Record<number, string> = {}
  const rpcUrlLists: Record<number, string[]> = {}
  const addUrls = (chainKey: string, urls: unknown[]) => {
    const chainId = Number(chainKey)
    const valid = urls.filter(isUrl)
    if (!Number.isInteger(chainId) || chainId <= 0 || valid.length === 0 || rpcUrlLists[chainId]) return
    rpcUrlLists[chainId] = valid
    rpcUrls[chainId] = valid[0] as string
  }
  const injectedRpc = (
    typeof source.rpcUrls === 'object' && source.rpcUrls !== null ? source.rpcUrls : {}
  ) as Record<string, unknown>
  for (const [chainId, urls] of Object.entries(injectedRpc))
    addUrls(chainId, Array.isArray(urls) ? urls : [urls])
  for (const [name, urls] of Object.entries(env)) {
    const match = /^VITE_RPC_URL_(\d+)$/.exec(name)
    if (match?.[1] && typeof urls === 'string')
      addUrls(
        match[1],
        urls.split(',').map((url) => url.trim()),
      )
  }
  const optionalUrl = (key: string, envName: string) => {
    const value = source[key] ?? env[envName]
    return isUrl(value) ? value : undefined
  }
  const blocked = Array.isArray(source.extraBlockedAddresses)
    ? source.extraBlockedAddresses.filter((entry): entry is string => typeof entry === 'string')
    : []
  const gateways = Array.isArray(source.ipfsGateways)
    ? source.ipfsGateways.filter(isUrl)
    : (env.VITE_IPFS_GATEWAYS ?? '').split(',').filter(isUrl)
  const devnetChains = readDevnetChains(source, env, rpcUrlLists)
  return {
    rpcUrls,
    rpcUrlLists,
    ipfsGateways: gateways.length > 0 ? gateways : [...DEFAULT_IPFS_GATEWAYS],
    devnetChains,
    devnet: devnetChains.length > 0,
    extraBlockedAddresses: blocked,
    quoteApiUrl: optionalUrl('quoteApiUrl', 'VITE_QUOTE_API_URL'),
    indexerUrl: optionalUrl('indexerUrl', 'VITE_INDEXER_URL'),
    claimDataUrl: optionalUrl('claimDataUrl', 'VITE_CLAIM_DATA_URL'),
    analyticsUrl: optionalUrl('analyticsUrl', 'VITE_ANALYTICS_URL'),
    monitoringUrl: optionalUrl('monitoringUrl', 'VITE_MONITORING_URL'),
    complianceUrl: optionalUrl('complianceUrl', 'VITE_COMPLIANCE_URL'),
    walletConnectProjectId: projectId(source.walletConnectProjectId ?? env.VITE_WALLETCONNECT_PROJECT_ID),
  }
}

// The page's script sets it on window; the web server's render worker (server/firstRender.ts) sets the
// same configuration on its global object before it loads the app, so that what it renders is what the
// browser renders. Elsewhere on a server (the build's pre-render) it is unset: the defaults.
export const config: AppConfig = readConfig(
  (globalThis as { __EXCHANGE_CONFIG__?: Partial<AppConfig> }).__EXCHANGE_CONFIG__,
  import.meta.env as Record<string, string | undefined>,
)
