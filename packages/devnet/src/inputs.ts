import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { ARTIFACT_PACKAGES } from './artifacts.ts'
import { PACKAGE_ROOT } from './paths.ts'

const require = createRequire(import.meta.url)

/**
 * Files that only start or describe a devnet and cannot change the seeded state. The list server only
 * serves the lists; their content hash is computed by listContent.ts, a seeding input.
 */
const RUNTIME_ONLY = new Set(['src/devnet.ts', 'src/index.ts', 'src/cli/start.ts', 'src/listServer.ts'])

function listFiles(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? listFiles(path) : [path]
    })
    .sort()
}

/**
 * Everything the snapshot is made from: the seeding code, the project's Solidity, and the versions
 * of the artifact packages and of anvil. The snapshot stores this hash; a test compares it.
 */
export function seedingInputs(): { files: string[]; packages: Record<string, string> } {
  const files = [...listFiles(join(PACKAGE_ROOT, 'src')), ...listFiles(join(PACKAGE_ROOT, 'contracts'))]
    .map((path) => relative(PACKAGE_ROOT, path))
    .filter((path) => !RUNTIME_ONLY.has(path))
  const packages: Record<string, string> = {}
  for (const name of [...ARTIFACT_PACKAGES, '@foundry-rs/anvil', 'solc']) {
    packages[name] = (require(`${name}/package.json`) as { version: string }).version
  }
  return { files, packages }
}

export function seedingInputsHash(): string {
  const { files, packages } = seedingInputs()
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(`${file}\0`)
    // Line endings must not change the hash between checkouts.
    hash.update(readFileSync(join(PACKAGE_ROOT, file), 'utf8').replace(/\r\n/g, '\n'))
    hash.update('\0')
  }
  hash.update(JSON.stringify(packages))
  return hash.digest('hex')
}
