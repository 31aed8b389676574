// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '../features/settings/state/locales'
import { type CatalogEntry, checkCatalog } from './catalogCheck'

const LOCALES_DIR = join(import.meta.dirname, '..', 'locales')

function readCatalog(locale: string): CatalogEntry[] {
  const file = join(LOCALES_DIR, locale, 'messages.po')
  if (!existsSync(file)) return []
  return PO.parse(readFileSync(file, 'utf8'))
    .items.filter((item) => !item.obsolete)
    .map((item) => ({
      msgid: item.msgid,
      msgstr: item.msgstr[0] ?? '',
      flags: Object.keys(item.flags).filter((flag) => item.flags[flag]),
    }))
}

const source = readCatalog(DEFAULT_LOCALE)

/** The completeness check: every message of the app translated, in every locale the menu offers. */
describe('translation catalogs', () => {
  it('the en-US source catalog has the messages of the app', () => {
    expect(source.length).toBeGreaterThan(400)
    for (const { msgid, msgstr } of source) expect(msgstr).toBe(msgid)
  })

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))('%s is complete', (locale) => {
    expect(existsSync(join(LOCALES_DIR, locale, 'messages.po')), `${locale} has no catalog`).toBe(true)
    const problems = checkCatalog(locale, source, readCatalog(locale))
    expect(problems.slice(0, 40), `${problems.length} problems in ${locale}`).toEqual([])
  })
})
