import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const WEB_DIR = fileURLToPath(new URL('..', import.meta.url))
export const REPO_ROOT = join(WEB_DIR, '..', '..')
export const DEFAULT_DIST_DIR = join(WEB_DIR, 'dist')

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

/** Why the app has to be built, or undefined when the build in `distDir` is up to date. */
export async function buildReason(distDir: string = DEFAULT_DIST_DIR): Promise<string | undefined> {
  const index = join(distDir, 'index.html')
  if (!existsSync(index)) return `${index} is missing`
  const built = (await stat(index)).mtimeMs
  const sources = Math.max(
    ...(await Promise.all(
      [
        'src',
        'index.html',
        'vite.config.ts',
        'lingui.config.ts',
        'package.json',
        'build-plugins',
        'server/precompress.ts',
      ].map((path) => newestMtime(join(WEB_DIR, path))),
    )),
  )
  return sources > built ? 'apps/web sources changed after the last build' : undefined
}

/** Runs the production build when it is missing or stale (or when forced); returns whether it built. */
export async function ensureBuilt(
  options: { force?: boolean; log?: (line: string) => void } = {},
): Promise<boolean> {
  const reason = options.force ? 'forced' : await buildReason()
  if (!reason) return false
  const started = Date.now()
  options.log?.(`building the app (${reason})...`)
  let output = ''
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--workspace', '@exchange/web'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Always a production build, even when started from a test runner that sets NODE_ENV=test.
      env: { ...process.env, FORCE_COLOR: '0', NODE_ENV: 'production' },
    })
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.once('error', reject)
    child.once('exit', resolve)
  })
  if (code !== 0)
    throw new Error(`npm run build --workspace @exchange/web failed (exit ${code}):\n${output.slice(-8_000)}`)
  options.log?.(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return true
}
