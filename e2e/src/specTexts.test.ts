import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { APP_GAPS, APP_TEXTS, KNOWN_GAPS, literalPart, SPEC_TEXTS } from './specTexts.ts'

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
const TESTS_DIR = join(REPO_ROOT, 'e2e', 'tests')
const read = (path: string) => readFileSync(path, 'utf8')
/** Test files keep long texts on one line or split by the formatter: compare without line breaks and indents. */
const flat = (text: string) => text.replace(/\s*\n\s*/g, ' ')

describe("the spec's error and warning texts", () => {
  const rows = [...SPEC_TEXTS, ...APP_TEXTS, ...APP_GAPS]

  it('lists each text once', () => {
    const texts = rows.map((row) => row.text)
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([])
    for (const row of rows) expect(row.trigger.length, row.text).toBeGreaterThan(10)
  })

  it.each(rows.filter((row) => 'browser' in row.coverage).map((row) => [row.text, row] as const))(
    'a browser test renders %s',
    (_text, row) => {
      const file = join(TESTS_DIR, (row.coverage as { browser: string }).browser)
      expect(existsSync(file), `${file} does not exist`).toBe(true)
      expect(flat(read(file))).toContain(literalPart(row.text))
    },
  )

  it.each(rows.filter((row) => 'unit' in row.coverage).map((row) => [row.text, row] as const))(
    'a unit test checks %s, and says why no browser test can',
    (_text, row) => {
      const { unit, match, why } = row.coverage as { unit: string; why: string; match?: string }
      expect(unit).toMatch(/\.test\.tsx?$/)
      const file = join(REPO_ROOT, unit)
      expect(existsSync(file), `${file} does not exist`).toBe(true)
      expect(flat(read(file))).toContain(match ?? literalPart(row.text))
      expect(why.length).toBeGreaterThan(10)
    },
  )

  it('names every text without a test in KNOWN_GAPS, and only those', () => {
    const gaps = rows.filter((row) => 'gap' in row.coverage).map((row) => row.text)
    expect([...gaps].sort()).toEqual([...KNOWN_GAPS].sort())
  })

  it('cuts a text to what a test must hold: up to its first placeholder or ellipsis', () => {
    expect(literalPart('Unknown error{reason}. Try increasing your slippage tolerance...')).toBe(
      'Unknown error',
    )
    expect(literalPart('Claim for {address} was not found...')).toBe('Claim for')
    expect(literalPart('Price Updated')).toBe('Price Updated')
  })
})
