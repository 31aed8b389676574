import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import type { Devnet, DevnetChainId, ListServer } from '@exchange/devnet'
import { readStackConfig } from './config.ts'
import { checkNodeVersion } from './engines.ts'

/**
 * `npm start`: the local stack: the three devnet chains (mainnet, Optimism, Arbitrum One), the token list server (with the chain-1 devnet,
 * whose ENS names point to its lists; it is the app's IPFS gateway) and the web app (built first when its
 * build is missing or stale), the quote API and the indexer. A chain with an RPC_URL_<chainId> is not
 * started: that URL is checked and used instead. Ctrl-C stops everything.
 *
 * Three processes serve HTTP, so that load on one never slows the others: this one (the web server and
 * the devnet, whose anvils are processes of their own), the quote API (services/quote-api/src/main.ts)
 * and the indexer (services/indexer/src/cli.ts, catching up in the background).
 */
if (!checkNodeVersion()) process.exit(1)
const config = readStackConfig()
const started = Date.now()
const MAINNET = 1
const OPTIMISM = 10
const ARBITRUM_ONE = 42161
const CHAINS = [MAINNET, OPTIMISM, ARBITRUM_ONE] as const
const ROOT = join(import.meta.dirname, '..')
let devnet: Devnet | undefined
let lists: ListServer | undefined
let web: { close(): Promise<void> } | undefined
let quoteApi: ChildProcess | undefined
let indexer: ChildProcess | undefined
let stopping = false

/** Asks a service process to stop (the indexer releases its database), and kills it if it has not after 15 s. */
function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
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
  await Promise.allSettled([
    web?.close(),
    stopChild(quoteApi),
    stopChild(indexer),
    lists?.close(),
    devnet?.stop(),
  ])
  process.exit(code)
}

/**
 * A service in its own process: node with tsx on `script`, its output relayed line by line under
 * `label`. `onLine` sees each line first and returns true to keep it to itself.
 */
function spawnService(
  label: string,
  script: string,
  env: Record<string, string>,
  onLine: (line: string) => boolean = () => false,
): ChildProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/exit-with-parent.ts', script],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      // stdin stays open while this process lives: exit-with-parent.ts stops the service when it closes.
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  )
  child.stdin?.on('error', () => {})
  // Per stream, a line cut between two chunks is kept until its end arrives.
  const relay = (stream: NodeJS.ReadableStream | null) => {
    let partial = ''
    stream?.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) if (line.trim() && !onLine(line)) console.log(`  ${label}: ${line}`)
    })
  }
  relay(child.stdout)
  relay(child.stderr)
  return child
}

/** The environment both services share: the chains, and the web app's port (their CORS default). */
function serviceEnv(rpcUrls: Record<number, string>, webPort: number): Record<string, string> {
  return {
    RPC_URL_1: rpcUrls[MAINNET] ?? '',
    RPC_URL_10: rpcUrls[OPTIMISM] ?? '',
    RPC_URL_42161: rpcUrls[ARBITRUM_ONE] ?? '',
    WEB_PORT: String(webPort),
  }
}

/**
 * The quote API in its own process; resolves with its URL once it serves (its `quote API on <url>` line),
 * rejects when it exits before that.
 */
function startQuoteApiProcess(
  rpcUrls: Record<number, string>,
  port: number,
  webPort: number,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let ready = false
    const output: string[] = []
    const child = spawnService(
      'quote API',
      'services/quote-api/src/main.ts',
      { ...serviceEnv(rpcUrls, webPort), QUOTE_API_PORT: String(port), QUOTE_API_HOST: '127.0.0.1' },
      (line) => {
        const url = /quote API on (http\S+)/.exec(line)?.[1]
        if (url && !ready) {
          ready = true
          resolve(url)
          return true
        }
        if (!ready) output.push(line)
        return !ready
      },
    )
    quoteApi = child
    child.once('exit', (code) => {
      if (!ready) reject(new Error(`the quote API exited with ${code}:\n${output.slice(-20).join('\n')}`))
      else if (!stopping)
        console.warn(`  quote API: exited with ${code}; the app routes swaps in the browser`)
    })
  })
}

/**
 * The indexer runs as its own process (Ponder workers per chain) and takes seconds to catch up: the app
 * serves meanwhile, and shows 'Liquidity data not available.' until it answers.
 */
function startIndexerProcess(rpcUrls: Record<number, string>, webPort: number): ChildProcess {
  const child = spawnService('indexer', 'services/indexer/src/cli.ts', {
    ...serviceEnv(rpcUrls, webPort),
    INDEXER_PORT: String(config.indexerPort),
  })
  child.once('exit', (code) => {
    if (!stopping) console.warn(`  indexer: exited with ${code}; pool charts show no liquidity data`)
  })
  return child
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))

/** A port nothing listens on now (the system's pick). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

const LABELS: Record<DevnetChainId, string> = {
  [MAINNET]: 'Ethereum mainnet',
  [OPTIMISM]: 'Optimism',
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
  const remote = CHAINS.filter((chainId) => config.rpcUrls[chainId])
  for (const chainId of remote) {
    const url = config.rpcUrls[chainId]!
    const answered = await remoteChainId(url)
    if (answered !== chainId)
      throw new Error(`RPC_URL_${chainId} answers chain id ${answered}, not ${chainId}`)
  }
  const local = CHAINS.filter((chainId) => !remote.includes(chainId))
  // Ports are fixed before anything starts: the quote API starts first (it loads its code while the
  // chains start, and reads the chains only when asked), the services are told the app's origin (their
  // CORS default), and the app is told where the services are.
  const l1Port = local.includes(MAINNET) ? config.l1Port || (await freePort()) : 0
  const l2Port = local.includes(ARBITRUM_ONE) ? config.l2Port || (await freePort()) : 0
  const opPort = local.includes(OPTIMISM) ? config.opPort || (await freePort()) : 0
  const rpcUrls: Record<number, string> = {
    [MAINNET]: config.rpcUrls[MAINNET] ?? `http://127.0.0.1:${l1Port}`,
    [OPTIMISM]: config.rpcUrls[OPTIMISM] ?? `http://127.0.0.1:${opPort}`,
    [ARBITRUM_ONE]: config.rpcUrls[ARBITRUM_ONE] ?? `http://127.0.0.1:${l2Port}`,
  }
  const webPort = config.webPort || (await freePort())
  const quoteApiPort = config.quoteApiPort || (await freePort())
  const quoteApiUrl = startQuoteApiProcess(rpcUrls, quoteApiPort, webPort)
  // Awaited below; a failure before then must not count as unhandled.
  quoteApiUrl.catch(() => {})
  // The rest of the stack's code loads only now, while the quote API's process loads its own.
  const [{ devAccount, startDevnet, startListServer, writeClaimData }, { ensureBuilt }, { serveApp }] =
    await Promise.all([
      import('@exchange/devnet'),
      import('../apps/web/server/build.ts'),
      import('../apps/web/server/serve.ts'),
    ])
  devnet = await startDevnet({ l1Port, l2Port, opPort, chainIds: local, heartbeatMs: 12_000 })
  if (devnet.stale)
    console.warn(
      'warning: the seeding code changed since the snapshot was built: run `npm run devnet:rebuild`',
    )
  for (const chainId of CHAINS) {
    const chain = devnet.chains[chainId]
    if (chain && chain.url !== rpcUrls[chainId])
      throw new Error(`the chain-${chainId} devnet answers at ${chain.url}, not ${rpcUrls[chainId]}`)
    const where = chain ? `${chain.url} (devnet replica)` : `${rpcUrls[chainId]} (RPC_URL_${chainId})`
    console.log(`  ${LABELS[chainId]} (chain ${chainId}): ${where}`)
  }
  // The lists' ENS names exist only on the chain-1 replica: against a real mainnet, real gateways serve.
  if (devnet.chains[MAINNET]) {
    lists = await startListServer({ port: config.listServerPort })
    console.log(`  token lists and IPFS gateway: ${lists.url}`)
    // The airdrop's claim data of the replica, in the public data repository's layout.
    await writeClaimData(join(lists.dir, 'claims'))
  }
  // The build check (and a build when needed) runs while the quote API loads; the indexer starts after
  // it, as its start is the heaviest and nothing waits for it.
  const built = ensureBuilt({ log: (line) => console.log(`  web: ${line}`) })
  built.catch(() => {})
  console.log(`  quote API: ${await quoteApiUrl}`)
  indexer = startIndexerProcess(rpcUrls, webPort)
  const indexerUrl = `http://127.0.0.1:${config.indexerPort}`
  console.log(`  indexer: ${indexerUrl} (catching up in the background)`)
  await built
  // Only the chains started here are the replica: a chain on RPC_URL_<id> is a real network, where the
  // Devnet account must never sign.
  const onDevnet = local.length > 0
  const app = await serveApp({
    port: webPort,
    serveSourceMaps: config.serveSourceMaps,
    config: {
      rpcUrls,
      devnet: onDevnet,
      devnetChains: local,
      // Against the devnet, development account 9 stands in for a blocked address.
      extraBlockedAddresses: onDevnet ? [devAccount(9).address] : [],
      quoteApiUrl: await quoteApiUrl,
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
    'if a port is taken, set DEVNET_L1_PORT / DEVNET_L2_PORT / DEVNET_OP_PORT / WEB_PORT / LIST_SERVER_PORT / QUOTE_API_PORT / INDEXER_PORT (see README).',
  )
  await stop(1)
}
