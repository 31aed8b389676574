import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * What the indexer remembers beside its database, to decide at start whether the stored data can be
 * resumed. Ponder resumes from its last finalized checkpoint, which is right as long as the chain
 * below that point is the one indexed before. A devnet restarted from its snapshot is not: its
 * blocks after the snapshot are new ones with the same numbers. So the indexer records a block at
 * finality depth (number and hash); if the chain has another block there at the next start, the
 * stored data belongs to another chain and is dropped. One state per chain (one Ponder process each).
 */
export interface ChainAnchor {
  number: number
  hash: string
}

export interface IndexerState {
  version: 1
  /** Database schema of the last run; a new one means new code or settings: start afresh. */
  schema: string
  /** Bumped when a chain was replaced, so that the next schema name is a fresh one. */
  generation: number
  /** The chain's block at finality depth when last seen; null before the first record. */
  anchor: ChainAnchor | null
}

export function readState(path: string): IndexerState | null {
  if (!existsSync(path)) return null
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<IndexerState>
    if (parsed.version !== 1 || typeof parsed.schema !== 'string' || typeof parsed.generation !== 'number')
      return null
    const anchor = parsed.anchor
    const valid = anchor && typeof anchor.number === 'number' && typeof anchor.hash === 'string'
    return { version: 1, schema: parsed.schema, generation: parsed.generation, anchor: valid ? anchor : null }
  } catch {
    return null
  }
}

/** Written to a temporary file and renamed, so that a crash never leaves half a file. */
export function writeState(path: string, state: IndexerState): void {
  mkdirSync(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`)
  renameSync(temporary, path)
}

export interface StartPlan {
  schema: string
  generation: number
  /** The stored data cannot be resumed: the chain was replaced, or code or settings changed. */
  fresh: boolean
  /** The chain no longer has the recorded block (for the log). */
  replaced: boolean
}

/**
 * @param buildKey hash of the indexing code and the settings that shape the stored data
 * @param anchorMatches does the chain still have the recorded block? Undefined when none was recorded.
 * @param discard the stored data failed to resume (Ponder exited on it): start in a new schema
 */
export function planStart(
  previous: IndexerState | null,
  chainId: number,
  buildKey: string,
  anchorMatches: boolean | undefined,
  discard = false,
): StartPlan {
  const replaced = anchorMatches === false
  const generation = (previous?.generation ?? 0) + (replaced || (discard && previous) ? 1 : 0)
  const schema = schemaName(chainId, buildKey, generation)
  return { schema, generation, fresh: previous === null || previous.schema !== schema, replaced }
}

export function schemaName(chainId: number, buildKey: string, generation: number): string {
  const digest = createHash('sha256').update(`${buildKey}:${generation}`).digest('hex').slice(0, 12)
  return `uniswap_v3_${chainId}_${digest}`
}

/**
 * Ponder 1.0.0's finality by chain id (its getFinalityBlockCount), used for the anchor depth of
 * chains whose finality the indexer does not set itself.
 */
export function ponderDefaultFinality(chainId: number): number {
  if ([1, 3, 4, 5, 42, 11155111].includes(chainId)) return 65
  if ([137, 80001].includes(chainId)) return 200
  if ([42161, 42170, 421611, 421613].includes(chainId)) return 240
  return 30
}

const heldLocks = new Set<string>()

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * One indexer per data directory: two Ponder processes on one PGlite directory would corrupt it.
 * The lock file holds the owner's pid; a lock whose process is gone is taken over.
 */
export function acquireLock(path: string): void {
  const holder = existsSync(path) ? Number(readFileSync(path, 'utf8')) : 0
  if (heldLocks.has(path) || (holder > 0 && holder !== process.pid && isAlive(holder)))
    throw new Error(
      `${dirname(path)} is in use by another indexer (process ${holder || process.pid}); give it another dataDir`,
    )
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, String(process.pid))
  heldLocks.add(path)
}

export function releaseLock(path: string): void {
  if (!heldLocks.delete(path)) return
  if (existsSync(path) && Number(readFileSync(path, 'utf8')) === process.pid) rmSync(path, { force: true })
}

/**
 * The anchor to record now. It only moves forward, and not at all once the chain has lost the
 * recorded block (a reorg deeper than finality, an evm_revert far back): the data may then hold
 * blocks the chain no longer has, and the next start must see that to index afresh.
 */
export function nextAnchor(
  recorded: ChainAnchor | null,
  recordedStillOnChain: boolean,
  candidate: ChainAnchor,
): ChainAnchor | null {
  if (!recorded) return candidate
  if (!recordedStillOnChain) return recorded
  return candidate.number >= recorded.number ? candidate : recorded
}
