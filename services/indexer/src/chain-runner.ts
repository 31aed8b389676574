import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { blockHash, blockNumber } from './chain-settings.ts'
import { buildKey } from './code-hash.ts'
import { recordDeployment } from './deployments.ts'
import {
  type LogLevel,
  PonderExitedError,
  type PonderProcess,
  spawnPonder,
  stopPonder,
  waitUntilCaughtUp,
} from './ponder-process.ts'
import type { ChainSettings, DatabaseSettings } from './settings.ts'
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

const ANCHOR_INTERVAL_MS = 5_000

export interface ChainRunnerOptions {
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
export class ChainRunner {
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
