import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { type HttpGuardOptions, readGuardEnv } from '@exchange/service-http'
import { FACTORY_DEPLOYMENT_BLOCK } from './abis.ts'
import { recordDeployment } from './deployments.ts'
import { createGateway } from './gateway.ts'
import { INDEXER_DEFAULTS } from './http-defaults.ts'
import {
  type LogLevel,
  PACKAGE_DIR,
  PONDER_ROOT,
  PonderExitedError,
  type PonderProcess,
  spawnPonder,
  stopPonder,
  waitUntilCaughtUp,
} from './ponder-process.ts'
import { freePort } from './port.ts'
import {
  type ChainSettings,
  type DatabaseSettings,
  networkName,
  subgraphPath,
  v2GraphqlUrls,
} from './settings.ts'
import {
  acquireLock,
  type IndexerState,
  nextAnchor,
  planStart,
  ponderDefaultFinality,
  readState,
  releaseLock,
  writeState,
} from './state.ts'

export const DEFAULT_DATA_DIR = join(PACKAGE_DIR, '.data')

/**
 * A devnet's blocks count as final 64 blocks deep, the depth anvil itself reports as `finalized`:
 * reorgs up to that depth (evm_revert in tests) are undone, and a restart replays at most that many.
 */
export const DEVNET_FINALITY_BLOCKS = 64
const DEVNET_POLLING_MS = 250
const CHAIN_POLLING_MS = 1_000
/** Ponder's default; a public RPC rate-limits beyond it. A local node answers as fast as it is asked. */
const CHAIN_REQUESTS_PER_SECOND = 50
const DEVNET_REQUESTS_PER_SECOND = 2_000
const ANCHOR_INTERVAL_MS = 5_000

export interface StartIndexerOptions {
  /** HTTP port; 0 picks a free one. */
  port: number
  /** Interface to listen on; 127.0.0.1 by default. */
  host?: string
  /** JSON-RPC URL per chain id; each configured chain is indexed and served. */
  rpcUrls: Partial<Record<number, string>>
  /** PostgreSQL connection string; defaults to DATABASE_URL, and without either an embedded PGlite. */
  databaseUrl?: string
  /** Where the embedded databases and the indexer's state live; services/indexer/.data by default. */
  dataDir?: string
  /** How often each chain's head is polled; 250 ms on a devnet, 1 s otherwise. */
  pollingIntervalMs?: number
  /** Finality depth per chain; 64 on a devnet, Ponder's per-chain default otherwise. */
  finalityBlocks?: Partial<Record<number, number>>
  /** First block to index per chain; 0 on a devnet, the factory's deployment block otherwise. */
  startBlocks?: Partial<Record<number, number>>
  /** How long the first catch-up may take; 120 s by default. */
  readyTimeoutMs?: number
  /** Ponder's log level; warn by default. */
  logLevel?: LogLevel
  /** Receives the indexer's log lines; by default they go to stderr with an [indexer] prefix. */
  onLog?: (line: string) => void
  /**
   * CORS allow-list, Host check, rate limit, body limit and timeout of the public server; what is
   * not given comes from the environment (readGuardEnv: CORS_ORIGINS, ALLOWED_HOSTS, TRUST_PROXY,
   * INDEXER_RATE_LIMIT, INDEXER_REQUEST_TIMEOUT_MS, INDEXER_OPERATOR_TOKEN), else INDEXER_DEFAULTS and the app's origin
   * under `npm start`.
   */
  http?: Partial<HttpGuardOptions>
}

export interface Indexer {
  /** Base URL; the GraphQL endpoints are this plus the paths in graphqlUrls. */
  url: string
  /** GraphQL endpoint per indexed chain id. */
  graphqlUrls: Record<number, string>
  /** v2 GraphQL endpoint per indexed chain that has the canonical v2 factory (chain 1 on the devnet). */
  v2GraphqlUrls: Record<number, string>
  /** Stops the indexer processes and waits until they have closed their databases. */
  close(): Promise<void>
}

async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method} on ${url}: ${body.error.message}`)
  return body.result as T
}

const blockNumber = async (rpcUrl: string) => Number(await rpc<string>(rpcUrl, 'eth_blockNumber'))

async function blockHash(rpcUrl: string, number: number): Promise<string | null> {
  const block = await rpc<{ hash: string } | null>(rpcUrl, 'eth_getBlockByNumber', [
    `0x${number.toString(16)}`,
    false,
  ])
  return block?.hash ?? null
}

/**
 * Checks the RPC serves the chain, and whether it is a local development node (by client version):
 * a devnet is indexed from block 0 with 64-block finality; a public chain from its v3 factory's
 * deployment block with Ponder's finality for that chain. Exported for its tests.
 */
export async function chainSettings(
  chainId: number,
  rpcUrl: string,
  options: StartIndexerOptions,
): Promise<ChainSettings> {
  const answered = Number(await rpc<string>(rpcUrl, 'eth_chainId'))
  if (answered !== chainId)
    throw new Error(`the RPC for chain ${chainId} (${rpcUrl}) answers chain ${answered}`)
  const client = await rpc<string>(rpcUrl, 'web3_clientVersion').catch(() => '')
  const devnet = /^(anvil|hardhat|ganache)/i.test(client)
  const chain: ChainSettings = {
    chainId,
    network: networkName(chainId),
    rpcUrl,
    // A devnet replays the deployments in its own first blocks; a public chain from the factory's.
    startBlock: options.startBlocks?.[chainId] ?? (devnet ? 0 : (FACTORY_DEPLOYMENT_BLOCK[chainId] ?? 0)),
    pollingIntervalMs: options.pollingIntervalMs ?? (devnet ? DEVNET_POLLING_MS : CHAIN_POLLING_MS),
    maxRequestsPerSecond: devnet ? DEVNET_REQUESTS_PER_SECOND : CHAIN_REQUESTS_PER_SECOND,
    disableCache: devnet,
  }
  const finality = options.finalityBlocks?.[chainId] ?? (devnet ? DEVNET_FINALITY_BLOCKS : undefined)
  if (finality !== undefined) chain.finalityBlocks = finality
  return chain
}

/** Files whose change changes the stored data (the API's do not). */
function indexingCodeHash(): string {
  const inFolder = (folder: string) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => join(folder, name))
  const files = [
    join(PONDER_ROOT, 'ponder.config.ts'),
    join(PONDER_ROOT, 'ponder.schema.ts'),
    ...inFolder(join(PONDER_ROOT, 'src')),
    join(PACKAGE_DIR, 'src', 'abis.ts'),
    join(PACKAGE_DIR, 'src', 'settings.ts'),
    ...inFolder(join(PACKAGE_DIR, 'src', 'indexing')),
  ].sort()
  const hash = createHash('sha256')
  for (const file of files)
    hash.update(relative(PACKAGE_DIR, file)).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex')
}

function buildKey(codeHash: string, chain: ChainSettings, database: DatabaseSettings): string {
  const { rpcUrl: _rpcUrl, ...shape } = chain
  const store = database.kind === 'postgres' ? database.connectionString : 'pglite'
  return createHash('sha256').update(JSON.stringify({ codeHash, shape, store })).digest('hex')
}

interface ChainRunnerOptions {
  chain: ChainSettings
  dir: string
  databaseUrl: string | undefined
  codeHash: string
  port: number
  logLevel: LogLevel
  log: (line: string) => void
  readyTimeoutMs: number
}

/** One chain: its Ponder process, its state, and a restart when the process fails. */
class ChainRunner {
  private running: PonderProcess | null = null
  private state: IndexerState | null = null
  private closing: Promise<void> | null = null
  private anchorTimer: NodeJS.Timeout | null = null
  private readonly statePath: string
  private readonly lockPath: string
  private readonly pgliteDir: string
  private readonly database: DatabaseSettings

  constructor(private readonly options: ChainRunnerOptions) {
    this.statePath = join(options.dir, 'state.json')
    this.lockPath = join(options.dir, 'lock')
    this.pgliteDir = join(options.dir, 'pglite')
    this.database = options.databaseUrl
      ? { kind: 'postgres', connectionString: options.databaseUrl }
      : { kind: 'pglite', directory: this.pgliteDir }
  }

  get chain(): ChainSettings {
    return this.options.chain
  }

  /** Where its Ponder process listens on 127.0.0.1. */
  get port(): number {
    return this.options.port
  }

  async start(): Promise<void> {
    acquireLock(this.lockPath)
    await this.launch()
    this.anchorTimer = setInterval(() => {
      this.recordAnchor().catch(() => {})
    }, ANCHOR_INTERVAL_MS)
    this.anchorTimer.unref()
  }

  /** The chain's block at the finality depth Ponder uses, for the next start to compare. */
  private async recordAnchor(): Promise<void> {
    const state = this.state
    if (!state) return
    const { chain } = this.options
    const head = await blockNumber(chain.rpcUrl)
    const number = Math.max(0, head - (chain.finalityBlocks ?? ponderDefaultFinality(chain.chainId)))
    const hash = await blockHash(chain.rpcUrl, number)
    if (!hash) return
    const recorded = state.anchor
    const stillOnChain = recorded ? (await blockHash(chain.rpcUrl, recorded.number)) === recorded.hash : true
    const anchor = nextAnchor(recorded, stillOnChain, { number, hash })
    if (anchor === recorded && recorded !== null) return
    this.state = { ...state, anchor }
    writeState(this.statePath, this.state)
  }

  /**
   * Resumes the stored data or starts afresh, then starts Ponder and waits for it to catch up. When
   * Ponder exits on resumed data while the node answers (data an unclean stop or an older devnet left
   * that Ponder cannot continue), the chain is indexed afresh once instead of failing on every start.
   */
  private async launch(discard = false): Promise<void> {
    const { chain, log } = this.options
    const previous = readState(this.statePath)
    const anchor = previous?.anchor
    const matches = anchor ? (await blockHash(chain.rpcUrl, anchor.number)) === anchor.hash : undefined
    const plan = planStart(
      previous,
      chain.chainId,
      buildKey(this.options.codeHash, chain, this.database),
      matches,
      discard,
    )
    if (plan.replaced) log(`chain ${chain.chainId} is not the chain indexed before: indexing it afresh`)
    if (plan.fresh && this.database.kind === 'pglite')
      rmSync(this.pgliteDir, { recursive: true, force: true })
    this.state = {
      version: 1,
      schema: plan.schema,
      generation: plan.generation,
      // Fresh data has nothing to compare yet; resumed data keeps its anchor.
      anchor: plan.fresh ? null : (previous?.anchor ?? null),
    }
    await this.recordAnchor()

    const head = await blockNumber(chain.rpcUrl)
    const running = spawnPonder(
      { chain, database: this.database, schema: plan.schema },
      this.options.port,
      this.options.logLevel,
      log,
    )
    this.running = running
    try {
      await waitUntilCaughtUp(
        running,
        `http://127.0.0.1:${this.options.port}`,
        chain.network,
        head,
        this.options.readyTimeoutMs,
      )
    } catch (error) {
      await stopPonder(running)
      if (plan.fresh || this.closing || !(error instanceof PonderExitedError)) throw error
      // An RPC gone away is not the data's fault: keep the data for the next attempt.
      if (
        !(await blockNumber(chain.rpcUrl).then(
          () => true,
          () => false,
        ))
      )
        throw error
      log(`could not resume the stored data (Ponder exited with code ${error.code}): indexing afresh`)
      return this.launch(true)
    }
    // Readers on the same PostgreSQL database serve this schema from now on.
    if (this.database.kind === 'postgres')
      await recordDeployment(this.database.connectionString, {
        chainId: chain.chainId,
        schema: plan.schema,
        chain,
      })
    this.supervise(running)
  }

  /**
   * Ponder exits non-zero on a fatal error (an RPC gone for good, a reorg deeper than finality):
   * start it again, which resumes or, when the chain changed under it, indexes afresh. Exit code 0
   * is a requested stop (Ctrl-C reaches the whole process group).
   */
  private supervise(running: PonderProcess): void {
    void running.exited.then(async (code) => {
      if (this.closing || code === 0 || this.running !== running) return
      this.options.log(`exited with code ${code}; restarting`)
      for (let attempt = 1; !this.closing; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(1_000 * attempt, 10_000)))
        if (this.closing) return
        try {
          await this.launch()
          return
        } catch (error) {
          this.options.log(`restart ${attempt} failed: ${(error as Error).message}`)
        }
      }
    })
  }

  /** Called when this process exits: Ponder then shuts down by itself (see watch-parent.mjs). */
  interrupt(): void {
    this.running?.child.kill('SIGINT')
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      if (this.anchorTimer) clearInterval(this.anchorTimer)
      if (this.running) await stopPonder(this.running)
      await this.recordAnchor().catch(() => {})
      releaseLock(this.lockPath)
    })()
    return this.closing
  }
}

/**
 * Starts the indexer: one Ponder (https://ponder.sh) process per chain of `rpcUrls`, indexing the
 * v3 factory and its pools into PGlite (or PostgreSQL), behind one HTTP server that serves each
 * chain's GraphQL at its public subgraph path. Resolves once every chain is indexed up to the head
 * it had at the start.
 */
export async function startIndexer(options: StartIndexerOptions): Promise<Indexer> {
  const host = options.host ?? '127.0.0.1'
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR
  const log = options.onLog ?? ((line: string) => process.stderr.write(`[indexer] ${line}\n`))
  const databaseUrl = options.databaseUrl ?? (process.env.DATABASE_URL || undefined)

  const entries = Object.entries(options.rpcUrls).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  )
  if (entries.length === 0) throw new Error('startIndexer needs at least one RPC URL')
  const chains = await Promise.all(
    entries.map(([chainId, url]) => chainSettings(Number(chainId), url, options)),
  )
  const codeHash = indexingCodeHash()
  const runners: ChainRunner[] = []
  for (const chain of chains) {
    runners.push(
      new ChainRunner({
        chain,
        dir: join(dataDir, String(chain.chainId)),
        databaseUrl,
        codeHash,
        port: await freePort('127.0.0.1'),
        logLevel: options.logLevel ?? 'warn',
        log: (line) => log(`chain ${chain.chainId} | ${line}`),
        readyTimeoutMs: options.readyTimeoutMs ?? 120_000,
      }),
    )
  }
  const interrupt = () => {
    for (const runner of runners) runner.interrupt()
  }
  process.on('exit', interrupt)

  // The public server first, so that a port in use fails at once; chains answer 503 until they run.
  const gateway = createGateway(
    runners.map((runner) => ({ ...runner.chain, port: runner.port })),
    { ...readGuardEnv('INDEXER', host, INDEXER_DEFAULTS), ...options.http },
  )
  const stopAll = async () => {
    process.off('exit', interrupt)
    await new Promise<void>((resolve) => {
      gateway.close(() => resolve())
      gateway.closeAllConnections()
    })
    await Promise.all(runners.map((runner) => runner.close()))
  }

  try {
    const port = await new Promise<number>((resolve, reject) => {
      gateway.once('error', reject)
      gateway.listen(options.port, host, () => {
        const address = gateway.address()
        resolve(typeof address === 'object' && address ? address.port : options.port)
      })
    })
    const results = await Promise.allSettled(runners.map((runner) => runner.start()))
    const failure = results.find((result) => result.status === 'rejected')
    if (failure) throw failure.reason
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
    let closing: Promise<void> | null = null
    return {
      url,
      graphqlUrls: Object.fromEntries(
        chains.map((chain) => [chain.chainId, url + subgraphPath(chain.chainId)]),
      ),
      v2GraphqlUrls: v2GraphqlUrls(url, chains),
      close() {
        closing ??= stopAll()
        return closing
      },
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
