import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * ARCHITECTURE.md: a source file past 350 lines usually does two things, in any workspace (the web app
 * and its server and build plugins, the packages, the services, the browser tests, the bench, the
 * scripts) and in any language the project writes (TypeScript, JavaScript, CSS). One that must stay
 * whole says why in a comment among its first lines, starting 'One file because'.
 */
const ROOT = join(import.meta.dirname, '..', '..')
const LIMIT = 350
const HEADER_LINES = 15
const SOURCE = /\.(ts|tsx|css|mjs|cjs|js)$/

/** What the project does not write by hand, each with the reason it is not held to the limit. */
const NOT_WRITTEN_HERE: { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^packages\/devnet\/src\/generated\//,
    reason: 'the compiled contracts (ABIs and bytecode), written by `npm run compile` of the devnet',
  },
  // None of these is tracked today; they are tools' output or others' data, should one ever be.
  { pattern: /(^|\/)__snapshots__\//, reason: 'test snapshots, written by vitest' },
  { pattern: /(^|\/)locales\//, reason: 'translation catalogues, written by `lingui extract`' },
  { pattern: /(^|\/)bundled\//, reason: 'token lists bundled as their authors publish them (data)' },
  { pattern: /(^|\/)(node_modules|dist|dist-server)\//, reason: 'installed packages and build output' },
]
// Not matched by SOURCE, so not listed: the devnet's Solidity (packages/devnet/contracts, contracts in the
// shape of their mainnet originals), JSON data and the .po catalogues.

function trackedSources(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter((path) => SOURCE.test(path))
    .filter((path) => existsSync(join(ROOT, path)))
}

function lineCount(text: string): number {
  if (text === '') return 0
  const lines = text.split('\n')
  return text.endsWith('\n') ? lines.length - 1 : lines.length
}

const tracked = trackedSources()
const checked = tracked.filter((path) => !NOT_WRITTEN_HERE.some(({ pattern }) => pattern.test(path)))

describe('file size', () => {
  it(`keeps every source file within ${LIMIT} lines, or says at its top why it must be one file`, () => {
    const tooLong = checked
      .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }))
      .filter(({ text }) => lineCount(text) > LIMIT)
      .filter(({ text }) => !text.split('\n').slice(0, HEADER_LINES).join('\n').includes('One file because'))
      .map(({ path, text }) => `${path}: ${lineCount(text)} lines`)
    expect(tooLong).toEqual([])
  })

  it('looks at every workspace and at CSS', () => {
    const roots = [
      'apps/web/src/',
      'apps/web/server/',
      'apps/web/build-plugins/',
      'packages/devnet/',
      'packages/router/',
      'packages/service-http/',
      'services/quote-api/',
      'services/indexer/',
      'e2e/',
      'bench/',
      'scripts/',
    ]
    for (const root of roots)
      expect(
        checked.some((path) => path.startsWith(root)),
        root,
      ).toBe(true)
    expect(checked.some((path) => path.endsWith('.css'))).toBe(true)
  })

  it('counts lines as wc -l does', () => {
    expect(lineCount('a\nb\n')).toBe(2)
    expect(lineCount('a\nb')).toBe(2)
    expect(lineCount('')).toBe(0)
  })
})
