import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import semver from 'semver'

/**
 * The Node.js version the project supports is the `engines.node` range of the root package.json (the
 * README states the same). Every package of the lockfile must accept it, or `npm install` warns
 * EBADENGINE (and may run code that needs a newer Node); `npm start` and `npm test` stop at once on a
 * Node outside it, with the version to install.
 */
const ROOT = join(import.meta.dirname, '..')

export interface LockPackage {
  version?: string
  /** npm writes an object; very old packages an array of strings, which npm ignores. */
  engines?: Record<string, string> | string[]
}

export interface Lockfile {
  packages: Record<string, LockPackage>
}

export interface EngineConflict {
  /** Where the package sits in node_modules, as the lockfile keys it. */
  path: string
  version: string | undefined
  /** The Node.js range the package accepts. */
  node: string
}

/** The packages of a lockfile whose `engines.node` does not accept `nodeVersion`. */
export function engineConflicts(lock: Lockfile, nodeVersion: string): EngineConflict[] {
  const conflicts: EngineConflict[] = []
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || !entry.engines || Array.isArray(entry.engines)) continue
    const node = entry.engines.node
    if (node === undefined) continue
    // A range npm cannot parse is one npm does not enforce either.
    if (semver.validRange(node) === null) continue
    if (!semver.satisfies(nodeVersion, node, { includePrerelease: true }))
      conflicts.push({ path, version: entry.version, node })
  }
  return conflicts
}

/** The lowest Node.js version a range accepts ('>=20.19' → '20.19.0'). */
export function lowestVersion(range: string): string {
  const lowest = semver.minVersion(range)
  if (!lowest) throw new Error(`engines.node '${range}' accepts no version`)
  return lowest.version
}

/** Why this Node.js cannot run the project, or undefined when it can. */
export function nodeVersionProblem(range: string, running: string): string | undefined {
  if (semver.satisfies(running, range)) return undefined
  return `This project needs Node.js ${range} (package.json "engines"); this is Node.js ${running}. Install Node.js ${lowestVersion(range)} or newer, then run npm ci.`
}

/** The root package.json's `engines.node`. */
export function documentedNodeRange(root = ROOT): string {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines?: { node?: string } }
  const range = pkg.engines?.node
  if (!range) throw new Error('package.json has no engines.node')
  return range
}

export function readLockfile(root = ROOT): Lockfile {
  return JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lockfile
}

/** For `npm start` and `npm test`: false (with the reason printed) when this Node.js is not supported. */
export function checkNodeVersion(): boolean {
  const problem = nodeVersionProblem(documentedNodeRange(), process.versions.node)
  if (problem) console.error(`✘ ${problem}`)
  return problem === undefined
}
