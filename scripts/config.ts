/**
 * Configuration shared by the root commands, from the environment. Every port and URL the README
 * names is read here and nowhere else.
 */
export interface StackConfig {
  l1Port: number
  l2Port: number
  /** The Optimism (chain 10) devnet. */
  opPort: number
  webPort: number
  /** The token list server, also the app's IPFS gateway, started with the chain-1 devnet. */
  listServerPort: number
  /** The quote API (GET /v1/quote). */
  quoteApiPort: number
  /** The indexer's GraphQL endpoints. */
  indexerPort: number
  /** An RPC URL per chain id: when set, that chain is used instead of starting its devnet. */
  rpcUrls: Partial<Record<1 | 10 | 42161, string>>
  /** WEB_SOURCE_MAPS=1: the web server also serves the build's source maps (off by default). */
  serveSourceMaps: boolean
}

function port(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > 65_535)
    throw new Error(`${name} must be a port number, not '${raw}'`)
  return value
}

function url(name: string): string | undefined {
  const raw = process.env[name]
  if (!raw) return undefined
  if (!/^https?:\/\//.test(raw)) throw new Error(`${name} must be an http(s) URL, not '${raw}'`)
  return raw
}

export function readStackConfig(): StackConfig {
  const rpcUrls: StackConfig['rpcUrls'] = {}
  const l1 = url('RPC_URL_1')
  const l2 = url('RPC_URL_42161')
  const optimism = url('RPC_URL_10')
  if (l1) rpcUrls[1] = l1
  if (l2) rpcUrls[42161] = l2
  if (optimism) rpcUrls[10] = optimism
  return {
    l1Port: port('DEVNET_L1_PORT', 8545),
    l2Port: port('DEVNET_L2_PORT', 8546),
    opPort: port('DEVNET_OP_PORT', 8547),
    webPort: port('WEB_PORT', 3000),
    listServerPort: port('LIST_SERVER_PORT', 8790),
    quoteApiPort: port('QUOTE_API_PORT', 8787),
    indexerPort: port('INDEXER_PORT', 42069),
    rpcUrls,
    serveSourceMaps: process.env.WEB_SOURCE_MAPS === '1',
  }
}
