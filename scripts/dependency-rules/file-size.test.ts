import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, it } from 'vitest'

/**
 * ARCHITECTURE.md: a file of the web app past 350 lines usually does two things. One that must stay
 * whole says why in a comment among its first lines, starting 'One file because'.
 */
const ROOT = join(import.meta.dirname, '..', '..')
const SRC = join(ROOT, 'apps', 'web', 'src')
const LIMIT = 350

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return name === 'bundled' || name === 'locales' ? [] : sources(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

it(`keeps every file of apps/web/src within ${LIMIT} lines, or says at its top why it must be one file`, () => {
  const tooLong = sources(SRC)
    .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
    .filter(({ text }) => text.split('\n').length > LIMIT)
    .filter(({ text }) => !text.split('\n').slice(0, 15).join('\n').includes('One file because'))
    .map(({ path, text }) => `${relative(ROOT, path)}: ${text.split('\n').length} lines`)
  expect(tooLong).toEqual([])
})
