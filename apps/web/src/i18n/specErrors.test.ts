// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'
import { SUPPORTED_LOCALES } from '../features/settings/state/locales'

/**
 * The specification's error catalogue (swap-shell-and-services.md "Other messages" and "Data and lists",
 * the pair-creation rules of its validation section): each text the user sees is a message of the app,
 * translated in every locale; each text the spec says is logged is in the app's source.
 */
const SHOWN = [
  'Error connecting',
  'Error connecting. Try refreshing the page.',
  'Oops! An unknown error occurred. Please refresh the page, or visit from another browser or device.',
  'Wrong Network',
  'Please connect to the appropriate Ethereum network.',
  'Not matching chain IDs',
  'Tokens cannot be equal',
  'No V2 factory address on this chain',
  'Invalid pair',
  'Invalid pair.',
  'Insufficient liquidity for this trade.',
  'No results found.',
]
const LOGGED = ["Invalid 'address' parameter", 'Failed to get contract', 'Error when constructing the pool']

const SRC = join(import.meta.dirname, '..')

function catalog(locale: string): Map<string, string> {
  const po = PO.parse(readFileSync(join(SRC, 'locales', locale, 'messages.po'), 'utf8'))
  return new Map(po.items.filter((item) => !item.obsolete).map((item) => [item.msgid, item.msgstr[0] ?? '']))
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe("the spec's error catalogue", () => {
  it.each(SUPPORTED_LOCALES)('every shown text is a message translated in %s', (locale) => {
    const messages = catalog(locale)
    for (const text of SHOWN) {
      expect(messages.has(text), `${text} is not a message`).toBe(true)
      expect(messages.get(text), `${text} is untranslated in ${locale}`).not.toBe('')
    }
  })

  it('every logged text is logged or thrown by the app (not only in tests)', () => {
    const source = sourceFiles(SRC)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n')
    for (const text of LOGGED) expect(source, text).toContain(text)
  })
})
