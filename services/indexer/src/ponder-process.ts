import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { encodeSettings, type IndexerSettings, SETTINGS_ENV } from './settings.ts'

/** Starting, watching and stopping one Ponder process (one chain). */

export const PACKAGE_DIR = dirname(dirname(fileURLToPath(import.meta.url)))
export const PONDER_ROOT = join(PACKAGE_DIR, 'ponder')
const WATCH_PARENT = pathToFileURL(join(PACKAGE_DIR, 'src', 'child', 'watch-parent.mjs')).href

export type LogLevel = 'error' | 'warn' | 'info' | 'debug'

/**
 * Lines Ponder prints at every start whatever the log level: its cache migrations, and a warning
 * that the RPC cache is cleared, which is what the indexer asks for on a devnet.
 */
const NOISE = ['[ponder_sync migration]', 'Deleting cache records for']

export interface PonderProcess {
  child: ChildProcess
  /** Resolves with the exit code (128 for a signal) once the process has exited. */
  exited: Promise<number>
  /** The last lines it printed, for error messages. */
  output: string[]
}

/** The ponder package's CLI; its package.json is not exported, so look for the folder. */
function ponderCli(): string {
  for (let dir = PACKAGE_DIR; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', 'ponder', 'dist', 'esm', 'bin', 'ponder.js')
    if (existsSync(candidate)) return candidate
    if (dirname(dir) === dir) throw new Error('the ponder package is not installed (npm install)')
  }
}

/**
 * Starts Ponder for one chain: `start` indexes into the database and serves; `serve` only serves
 * what another instance's `start` wrote to the same PostgreSQL schema (a read replica).
 */
export function spawnPonder(
  settings: IndexerSettings,
  port: number,
  logLevel: LogLevel,
  log: (line: string) => void,
  command: 'start' | 'serve' = 'start',
) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    [SETTINGS_ENV]: encodeSettings(settings),
    PONDER_TELEMETRY_DISABLED: 'true',
    NO_COLOR: '1',
    // Ponder loads its files through a Vite server, which would exit the process at once when its
    // stdin closes, before Ponder has closed the database; Vite skips that under CI.
    CI: 'true',
  }
  // Ponder reads these itself, and they would override the settings; the others are Vite's and
  // Vitest's, which a parent under test would pass on to Ponder's own Vite server.
  for (const name of Object.keys(env)) {
    if (
      [
        'PORT',
        'DATABASE_URL',
        'DATABASE_PRIVATE_URL',
        'DATABASE_SCHEMA',
        'PONDER_LOG_LEVEL',
        'NODE_OPTIONS',
      ].includes(name) ||
      /^VITEST|^VITE_/.test(name) ||
      ['TEST', 'NODE_ENV', 'MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL'].includes(name)
    )
      delete env[name]
  }
  const args = [
    '--import',
    WATCH_PARENT,
    ponderCli(),
    command,
    '--root',
    PONDER_ROOT,
    '--schema',
    settings.schema,
    '--port',
    String(port),
    '--hostname',
    '127.0.0.1',
    '--log-level',
    logLevel,
  ]
  const child = spawn(process.execPath, args, { cwd: PONDER_ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] })
  const output: string[] = []
  let partial = ''
  const collect = (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) {
      if (line.trim() === '') continue
      output.push(line)
      if (output.length > 200) output.shift()
      if (!NOISE.some((pattern) => line.includes(pattern))) log(line)
    }
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  // The write end of the child's stdin stays open while this process lives (see watch-parent.mjs).
  child.stdin?.on('error', () => {})
  const exited = new Promise<number>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
  return { child, exited, output } satisfies PonderProcess
}

interface NetworkStatus {
  ready: boolean
  block: { number: number; timestamp: number } | null
}

/** Ponder's /status row of the network, or null while it does not answer. */
export async function networkStatus(baseUrl: string, network: string): Promise<NetworkStatus | null> {
  try {
    const response = await fetch(`${baseUrl}/status`)
    if (!response.ok) return null
    const status = (await response.json()) as Record<string, NetworkStatus> | null
    return status?.[network] ?? null
  } catch {
    return null
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Ponder exited before it had caught up: a fatal error of its own, on the stored data or the chain. */
export class PonderExitedError extends Error {
  constructor(
    readonly code: number,
    output: readonly string[],
  ) {
    super(`the indexer exited (code ${code}) before it was ready:\n${output.join('\n')}`)
  }
}

/** Waits until Ponder has finished its catch-up and has processed block `head`. */
export async function waitUntilCaughtUp(
  running: PonderProcess,
  baseUrl: string,
  network: string,
  head: number,
  timeoutMs: number,
): Promise<void> {
  let exitCode: number | undefined
  void running.exited.then((code) => {
    exitCode = code
  })
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (exitCode !== undefined) throw new PonderExitedError(exitCode, running.output)
    const status = await networkStatus(baseUrl, network)
    if (status?.ready && (status.block?.number ?? -1) >= head) return
    if (Date.now() > deadline)
      throw new Error(`the indexer was not ready within ${timeoutMs} ms:\n${running.output.join('\n')}`)
    await sleep(100)
  }
}

/**
 * SIGINT, as Ctrl-C: Ponder stops indexing, releases its lock and closes the database (SIGTERM is
 * also caught by Vite, which exits at once). SIGKILL only if it has not exited 15 s later.
 */
export async function stopPonder(running: PonderProcess): Promise<void> {
  const { child } = running
  if (child.exitCode === null && child.signalCode === null) {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    child.kill('SIGINT')
    await running.exited
    clearTimeout(timer)
  }
  child.stdin?.destroy()
}
