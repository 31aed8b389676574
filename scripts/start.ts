import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import {
  ARBITRUM_ONE,
  type Devnet,
  type DevnetChainId,
  devAccount,
  type ListServer,
  MAINNET,
  startDevnet,
  startListServer,
  writeClaimData,
} from '@exchange/devnet'
import { startQuoteApi } from '@exchange/quote-api'
import { ensureBuilt } from '../apps/web/server/build.ts'
import { serveApp } from '../apps/web/server/serve.ts'
import { readStackConfig } from './config.ts'

/**
 * `npm start`: the local stack: the two devnet chains, the token list server (with the chain-1 devnet,
 * whose ENS names point to its lists; it is the app's IPFS gateway) and the web app (built first when its
 * build is missing or stale), the quote API, and the indexer (in its own process, catching up in the background). A chain with an
 * RPC_URL_<chainId> is not started: that URL is checked and used instead. Ctrl-C stops everything.
 */
const config = readStackConfig()
const started = Date.now()
let devnet: Devnet | undefined
let lists: ListServer | undefined
let web: { close(): Promise<void> } | undefined
let quoteApi: { close(): Promise<void> } | undefined
let indexer: ChildProcess | undefined
let stopping = false

/** Asks the indexer to stop (it releases its database), and kills it if it has not after 15 s. */
function stopIndexer(): Promise<void> {
  const child = indexer
  if (!child || child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGINT')
  })
}

async function stop(code: number) {
  if (stopping) return
  stopping = true
  await Promise.allSettled([web?.close(), quoteApi?.close(), stopIndexer(), lists?.close(), devnet?.stop()])
  process.exit(code)
}

/**
 * The indexer runs as its own process (Ponder workers per chain) and takes seconds to catch up: the app
 * serves meanwhile, and shows 'Liquidity data not available.' until it answers.
 */
function startIndexerProcess(rpcUrls: Record<number, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/indexer/src/cli.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      INDEXER_PORT: String(config.indexerPort),
      RPC_URL_1: rpcUrls[MAINNET] ?? '',
      RPC_URL_42161: rpcUrls[ARBITRUM_ONE] ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`  indexer: ${line}`)
  }
  child.stdout?.on('data', relay)
  child.stderr?.on('data', relay)
  child.once('exit', (code) => {
    if (!stopping) console.warn(`  indexer: exited with ${code}; pool charts show no liquidity data`)
  })
  return child
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))

const LABELS: Record<DevnetChainId, string> = {
  [MAINNET]: 'Ethereum mainnet',
  [ARBITRUM_ONE]: 'Arbitrum One',
}

async function remoteChainId(url: string): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as { result?: string }
  return Number(body.result)
}

try {
  const remote = ([MAINNET, ARBITRUM_ONE] as const).filter((chainId) => config.rpcUrls[chainId])
  for (const chainId of remote) {
    const url = config.rpcUrls[chainId]!
    const answered = await remoteChainId(url)
    if (answered !== chainId)
      throw new Error(`RPC_URL_${chainId} answers chain id ${answered}, not ${chainId}`)
  }
  devnet = await startDevnet({
    l1Port: config.l1Port,
    l2Port: config.l2Port,
    chainIds: ([MAINNET, ARBITRUM_ONE] as const).filter((chainId) => !remote.includes(chainId)),
    heartbeatMs: 12_000,
  })
  if (devnet.stale)
    console.warn(
      'warning: the seeding code changed since the snapshot was built: run `npm run devnet:rebuild`',
    )
  const rpcUrls: Record<number, string> = {}
  for (const chainId of [MAINNET, ARBITRUM_ONE] as const) {
    const local = devnet.chains[chainId]
    const where = local ? `${local.url} (devnet replica)` : `${config.rpcUrls[chainId]} (RPC_URL_${chainId})`
    rpcUrls[chainId] = local?.url ?? (config.rpcUrls[chainId] as string)
    console.log(`  ${LABELS[chainId]} (chain ${chainId}): ${where}`)
  }
  // The lists' ENS names exist only on the chain-1 replica: against a real mainnet, real gateways serve.
  if (devnet.chains[MAINNET]) {
    lists = await startListServer({ port: config.listServerPort })
    console.log(`  token lists and IPFS gateway: ${lists.url}`)
    // The airdrop's claim data of the replica, in the public data repository's layout.
    await writeClaimData(join(lists.dir, 'claims'))
  }
  const api = await startQuoteApi({ port: config.quoteApiPort, rpcUrls })
  quoteApi = api
  console.log(`  quote API: ${api.url}`)
  indexer = startIndexerProcess(rpcUrls)
  const indexerUrl = `http://127.0.0.1:${config.indexerPort}`
  console.log(`  indexer: ${indexerUrl} (catching up in the background)`)
  await ensureBuilt({ log: (line) => console.log(`  web: ${line}`) })
  const onDevnet = remote.length < 2
  const app = await serveApp({
    port: config.webPort,
    config: {
      rpcUrls,
      devnet: onDevnet,
      // Against the devnet, development account 9 stands in for a blocked address.
      extraBlockedAddresses: onDevnet ? [devAccount(9).address] : [],
      quoteApiUrl: api.url,
      indexerUrl,
      ...(lists ? { ipfsGateways: [lists.url], claimDataUrl: `${lists.url}/claims` } : {}),
    },
  })
  web = app
  console.log(
    `ready in ${((Date.now() - started) / 1000).toFixed(1)} s: open ${app.url.replace('127.0.0.1', 'localhost')}`,
  )
  console.log('press Ctrl-C to stop')
} catch (error) {
  console.error(`could not start: ${error instanceof Error ? error.message : String(error)}`)
  console.error(
    'if a port is taken, set DEVNET_L1_PORT / DEVNET_L2_PORT / WEB_PORT / LIST_SERVER_PORT / QUOTE_API_PORT / INDEXER_PORT (see README).',
  )
  await stop(1)
}
