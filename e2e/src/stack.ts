import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Devnet, devAccount, startDevnet } from '@exchange/devnet'
import { serveApp } from '../../apps/web/server/serve.ts'

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const WEB_DIR = join(REPO_ROOT, 'apps/web')
/** The build under test; E2E_DIST_DIR points the stack at another one (then nothing is built). */
export const DIST_DIR = process.env.E2E_DIST_DIR ?? join(WEB_DIR, 'dist')

export interface Stack {
  /** The served app, e.g. http://127.0.0.1:41234 (no trailing slash). */
  webUrl: string
  /** JSON-RPC URL of each devnet chain. */
  chains: { 1: string; 42161: string }
  devnet: Devnet
  stop(): Promise<void>
}

/** Newest modification time under a folder (files only), 0 when it does not exist. */
async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined)
  if (!info) return 0
  if (!info.isDirectory()) return info.mtimeMs
  let newest = 0
  for (const entry of await readdir(path, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const time = (await stat(join(entry.parentPath, entry.name)).catch(() => undefined))?.mtimeMs ?? 0
    if (time > newest) newest = time
  }
  return newest
}

/** Why the app has to be built, or undefined when dist is up to date. */
export async function buildReason(): Promise<string | undefined> {
  const index = join(DIST_DIR, 'index.html')
  if (!existsSync(index)) return `${index} is missing`
  const built = (await stat(index)).mtimeMs
  const sources = Math.max(
    ...(await Promise.all(
      ['src', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package.json'].map((path) =>
        newestMtime(join(WEB_DIR, path)),
      ),
    )),
  )
  return sources > built ? 'apps/web sources changed after the last build' : undefined
}

/**
 * Builds the app when dist is missing or stale (E2E_FORCE_BUILD=1: always); E2E_SKIP_BUILD=1 (or
 * E2E_DIST_DIR) serves what is there.
 */
export async function ensureBuilt(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD === '1' || process.env.E2E_DIST_DIR) return
  const reason = process.env.E2E_FORCE_BUILD === '1' ? 'E2E_FORCE_BUILD=1' : await buildReason()
  if (!reason) return
  const started = Date.now()
  process.stderr.write(`[e2e] building the app (${reason})...\n`)
  let output = ''
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--workspace', '@exchange/web'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    })
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.once('error', reject)
    child.once('exit', resolve)
  })
  if (code !== 0) {
    throw new Error(`npm run build --workspace @exchange/web failed (exit ${code}):\n${output.slice(-8_000)}`)
  }
  process.stderr.write(`[e2e] built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`)
}

/** One devnet and the built app served against it; what every browser test of a run shares. */
export async function startStack(): Promise<Stack> {
  // The devnet loads in a fraction of a second; a build takes longer: do both at once.
  const [started, built] = await Promise.allSettled([startDevnet({ l1Port: 0, l2Port: 0 }), ensureBuilt()])
  if (started.status === 'rejected') throw started.reason
  const devnet = started.value
  try {
    if (built.status === 'rejected') throw built.reason
    const l1 = devnet.chains[1]
    const l2 = devnet.chains[42161]
    if (!l1 || !l2) throw new Error('the devnet did not start both chains')
    const chains = { 1: l1.url, 42161: l2.url }
    const app = await serveApp({
      port: 0,
      distDir: DIST_DIR,
      config: {
        rpcUrls: chains,
        devnet: true,
        extraBlockedAddresses: [devAccount(9).address],
      },
    })
    return {
      webUrl: app.url,
      chains,
      devnet,
      stop: async () => {
        await Promise.allSettled([app.close(), devnet.stop()])
      },
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
