import { type HttpGuardOptions, readGuardEnv } from '@exchange/service-http'
import { readDeployments } from './deployments.ts'
import { createGateway } from './gateway.ts'
import { INDEXER_DEFAULTS } from './http-defaults.ts'
import { type LogLevel, type PonderProcess, spawnPonder, stopPonder } from './ponder-process.ts'
import { freePort } from './port.ts'
import { subgraphPath, v2GraphqlUrls } from './settings.ts'
import type { Indexer } from './start-indexer.ts'

export interface StartReaderOptions {
  /** HTTP port; 0 picks a free one. */
  port: number
  /** Interface to listen on; 127.0.0.1 by default. */
  host?: string
  /** The PostgreSQL database the indexing instance writes to (a read-only role is enough). */
  databaseUrl: string
  /** The chains to serve; every chain the indexer has recorded by default. */
  chainIds?: number[]
  /** How long each chain's server may take to start; 60 s by default. */
  readyTimeoutMs?: number
  logLevel?: LogLevel
  onLog?: (line: string) => void
  /** As startIndexer's `http`. */
  http?: Partial<HttpGuardOptions>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitUntilServing(running: PonderProcess, port: number, timeoutMs: number): Promise<void> {
  let exitCode: number | undefined
  void running.exited.then((code) => {
    exitCode = code
  })
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (exitCode !== undefined)
      throw new Error(`the reader exited (code ${exitCode}) before it served:\n${running.output.join('\n')}`)
    const answer = await fetch(`http://127.0.0.1:${port}/status`).catch(() => null)
    if (answer?.ok) return
    if (Date.now() > deadline)
      throw new Error(`the reader did not serve within ${timeoutMs} ms:\n${running.output.join('\n')}`)
    await sleep(100)
  }
}

/**
 * A read replica of the indexer: for each chain, `ponder serve` on the schema that the indexing
 * instance (startIndexer with the same PostgreSQL database) recorded as caught up, behind the same
 * gateway and limits. It indexes nothing and holds no lock: run as many as the load needs, behind a
 * load balancer, with /ready as its check. A schema the indexer replaces later (new indexing code,
 * a replaced chain) is picked up when the reader restarts.
 */
export async function startIndexerReader(options: StartReaderOptions): Promise<Indexer> {
  const host = options.host ?? '127.0.0.1'
  const log = options.onLog ?? ((line: string) => process.stderr.write(`[indexer reader] ${line}\n`))
  const deployments = (await readDeployments(options.databaseUrl)).filter(
    (deployment) => !options.chainIds || options.chainIds.includes(deployment.chainId),
  )
  if (deployments.length === 0)
    throw new Error('the database has no indexed chain yet: start the indexer (startIndexer) on it first')
  const processes: PonderProcess[] = []
  const stopAll = () => Promise.all(processes.map((running) => stopPonder(running)))
  try {
    const chains = []
    for (const { chain, schema } of deployments) {
      const port = await freePort('127.0.0.1')
      const running = spawnPonder(
        { chain, database: { kind: 'postgres', connectionString: options.databaseUrl }, schema },
        port,
        options.logLevel ?? 'warn',
        (line) => log(`chain ${chain.chainId} | ${line}`),
        'serve',
      )
      processes.push(running)
      chains.push({ chainId: chain.chainId, network: chain.network, port, running })
    }
    await Promise.all(
      chains.map((chain) => waitUntilServing(chain.running, chain.port, options.readyTimeoutMs ?? 60_000)),
    )
    const gateway = createGateway(chains, {
      ...readGuardEnv('INDEXER', host, INDEXER_DEFAULTS),
      ...options.http,
    })
    const port = await new Promise<number>((resolve, reject) => {
      gateway.once('error', reject)
      gateway.listen(options.port, host, () => {
        const address = gateway.address()
        resolve(typeof address === 'object' && address ? address.port : options.port)
      })
    })
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
    let closing: Promise<void> | null = null
    return {
      url,
      graphqlUrls: Object.fromEntries(
        chains.map((chain) => [chain.chainId, url + subgraphPath(chain.chainId)]),
      ),
      v2GraphqlUrls: v2GraphqlUrls(url, chains),
      close() {
        closing ??= (async () => {
          await new Promise<void>((resolve) => {
            gateway.close(() => resolve())
            gateway.closeAllConnections()
          })
          await stopAll()
        })()
        return closing
      },
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
