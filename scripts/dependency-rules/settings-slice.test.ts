import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { expect, it } from 'vitest'

/**
 * Issue 41: the settings slice (`user` of the root state) is private to features/settings, which shows
 * others hooks and selectors (useSlippage, useDeadline, useExpertMode…) instead. dependency-cruiser sees
 * imports, not property reads, so this test looks for reads of the slice in the sources: `state.user`,
 * `s.user`, `getState().user` and any `.user.` member chain. The store's composition and persistence in
 * app/ may keep what they need to compose and persist it.
 */
const ROOT = join(import.meta.dirname, '..', '..')
const SRC = join(ROOT, 'apps', 'web', 'src')
const OWNER = join(SRC, 'features', 'settings') + sep
const COMPOSITION = ['app/store.ts', 'app/persistence.ts', 'app/persistence.test.ts'].map((path) =>
  join(SRC, ...path.split('/')),
)
const SLICE_READ = /\b(?:state|s)\.user\b|getState\(\)\.user\b|\.user\.|\)\.user\b/

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return name === 'bundled' || name === 'locales' ? [] : sources(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

/** The lines of a source that read the settings slice, as `path:line: text`. */
function sliceReads(path: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      SLICE_READ.test(line) ? [`${relative(ROOT, path)}:${index + 1}: ${line.trim()}`] : [],
    )
}

it('finds a read of the slice', () => {
  expect(sliceReads('a.ts', 'const x = useAppSelector((state) => state.user.userDeadline)')).toHaveLength(1)
  expect(sliceReads('a.ts', 'const { user } = store.getState()\nuse(s.user)')).toHaveLength(1)
  expect(sliceReads('a.ts', 'reset(store.getState().user)')).toHaveLength(1)
  expect(sliceReads('a.ts', 'if (breakdown.user !== undefined) return')).toEqual([])
})

it('leaves the settings slice to features/settings (and the store composition in app/)', () => {
  const reads = sources(SRC)
    .filter((path) => !path.startsWith(OWNER) && !COMPOSITION.includes(path))
    .flatMap((path) => sliceReads(path, readFileSync(path, 'utf8')))
  expect(reads).toEqual([])
})
