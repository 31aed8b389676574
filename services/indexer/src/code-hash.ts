import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { PACKAGE_DIR, PONDER_ROOT } from './ponder-process.ts'
import type { ChainSettings, DatabaseSettings } from './settings.ts'

/** Files whose change changes the stored data (the API's do not). */
export function indexingCodeHash(): string {
  const inFolder = (folder: string) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => join(folder, name))
  const files = [
    join(PONDER_ROOT, 'ponder.config.ts'),
    join(PONDER_ROOT, 'ponder.schema.ts'),
    ...inFolder(join(PONDER_ROOT, 'schema')),
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

/**
 * What a chain's stored data is made by: the indexing code, the chain's settings that shape the data
 * (not its RPC URL) and the store. Data of another build key is never resumed.
 */
export function buildKey(codeHash: string, chain: ChainSettings, database: DatabaseSettings): string {
  const { rpcUrl: _rpcUrl, ...shape } = chain
  const store = database.kind === 'postgres' ? database.connectionString : 'pglite'
  return createHash('sha256').update(JSON.stringify({ codeHash, shape, store })).digest('hex')
}
