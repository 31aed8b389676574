import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export const WEB_DIR = fileURLToPath(new URL('..', import.meta.url))
export const REPO_ROOT = join(WEB_DIR, '..', '..')
export const DEFAULT_DIST_DIR = join(WEB_DIR, 'dist')

/** What never goes into the bundle: dependencies, build output, hidden folders, tests. */
function ignored(name: string, isDirectory: boolean): boolean {
  if (name.startsWith('.')) return true
  if (isDirectory) return name === 'node_modules' || name === 'dist' || name === 'test' || name === 'tests'
  return /\.test\.tsx?$/.test(name)
}

/** Newest modification time under a folder (files only, bundle inputs only), 0 when it does not exist. */
async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined)
  if (!info) return 0
  if (!info.isDirectory()) return info.mtimeMs
  let newest = 0
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (ignored(entry.name, entry.isDirectory())) continue
    const child = join(path, entry.name)
    const time = entry.isDirectory()
      ? await newestMtime(child)
      : ((await stat(child).catch(() => undefined))?.mtimeMs ?? 0)
    if (time > newest) newest = time
  }
  return newest
}

interface PackageJson {
  name?: string
  workspaces?: string[]
  dependencies?: Record<string, string>
}

async function readPackage(dir: string): Promise<PackageJson | undefined> {
  try {
    return JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as PackageJson
  } catch {
    return undefined
  }
}

/** The repository's workspaces by package name (the root package.json's `dir/*` and `dir` patterns). */
async function workspacesByName(repoRoot: string): Promise<Map<string, string>> {
  const byName = new Map<string, string>()
  for (const pattern of (await readPackage(repoRoot))?.workspaces ?? []) {
    const dirs = pattern.endsWith('/*')
      ? (await readdir(join(repoRoot, pattern.slice(0, -2)), { withFileTypes: true }).catch(() => []))
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(repoRoot, pattern.slice(0, -2), entry.name))
      : [join(repoRoot, pattern)]
    for (const dir of dirs) {
      const name = (await readPackage(dir))?.name
      if (name) byName.set(name, dir)
    }
  }
  return byName
}

/**
 * The workspaces the app bundles: its runtime dependencies that are workspaces of this repository, and
 * theirs in turn (a workspace's devDependencies are not bundled). Sorted folders.
 */
export async function bundledWorkspaces(webDir: string = WEB_DIR): Promise<string[]> {
  const byName = await workspacesByName(join(webDir, '..', '..'))
  const found = new Set<string>()
  const visit = async (dir: string) => {
    for (const name of Object.keys((await readPackage(dir))?.dependencies ?? {})) {
      const workspace = byName.get(name)
      if (!workspace || workspace === webDir || found.has(workspace)) continue
      found.add(workspace)
      await visit(workspace)
    }
  }
  await visit(webDir)
  return [...found].sort()
}

/** The app's own build inputs, relative to its folder. */
const WEB_INPUTS = [
  'src',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package.json',
  'build-plugins',
  'server/precompress.ts',
]

/**
 * Why the app has to be built, or undefined when the build in `distDir` is up to date: the app's own
 * sources, and those of every workspace it bundles (packages/router...), must be older than the build.
 */
export async function buildReason(
  distDir: string = DEFAULT_DIST_DIR,
  webDir: string = WEB_DIR,
): Promise<string | undefined> {
  const index = join(distDir, 'index.html')
  if (!existsSync(index)) return `${index} is missing`
  const built = (await stat(index)).mtimeMs
  const own = Math.max(...(await Promise.all(WEB_INPUTS.map((path) => newestMtime(join(webDir, path))))))
  if (own > built) return 'apps/web sources changed after the last build'
  const repoRoot = join(webDir, '..', '..')
  for (const workspace of await bundledWorkspaces(webDir)) {
    if ((await newestMtime(workspace)) > built)
      return `${relative(repoRoot, workspace)} (bundled by the app) changed after the last build`
  }
  return undefined
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
