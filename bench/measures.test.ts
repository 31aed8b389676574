import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { agreement, measure, parseBenchArguments, writeMeasures } from './measures.ts'

describe('bench measures', () => {
  it('keeps an at-most budget when the value is at or under it', () => {
    expect(measure({ name: 'a', value: 150, unit: 'ms', budget: { atMost: 150 } })).toMatchObject({
      ratio: 1,
      ok: true,
    })
    expect(measure({ name: 'b', value: 151, unit: 'ms', budget: { atMost: 150 } }).ok).toBe(false)
  })

  it('keeps an at-least budget when the value is at or over it', () => {
    expect(
      measure({ name: 'routing: ratio to optimum', value: 0.99995, unit: 'x', budget: { atLeast: 0.9999 } })
        .ok,
    ).toBe(true)
    expect(measure({ name: 'c', value: 0.95, unit: 'x', budget: { atLeast: 0.9999 } }).ok).toBe(false)
  })

  it('has no verdict without a budget, and a missing value fails its budget', () => {
    expect(measure({ name: 'd', value: 3, unit: 'count' })).toMatchObject({
      budget: null,
      ratio: null,
      ok: null,
    })
    expect(measure({ name: 'e', value: Number.NaN, unit: 'ms', budget: { atMost: 10 } }).ok).toBe(false)
  })

  it('writes one JSON array of every measure, NaN as null', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'measures-')), 'out.json')
    await writeMeasures(file)
    const written = JSON.parse(await readFile(file, 'utf8')) as { name: string; value: number | null }[]
    expect(written.map((entry) => entry.name)).toEqual(['a', 'b', 'routing: ratio to optimum', 'c', 'd', 'e'])
    expect(written.at(-1)?.value).toBeNull()
    expect(Object.keys(written[0] ?? {})).toEqual(['name', 'value', 'unit', 'budget', 'ratio', 'ok'])
  })

  it('reads a section and --json in any order', () => {
    expect(parseBenchArguments(['routing', '--json', 'r.json'])).toEqual({ only: 'routing', json: 'r.json' })
    expect(parseBenchArguments(['--json=r.json'])).toEqual({ only: undefined, json: 'r.json' })
    expect(() => parseBenchArguments(['--json'])).toThrow(/needs a file name/)
    expect(() => parseBenchArguments(['--fast'])).toThrow(/unknown bench option/)
  })

  it('keeps an exactly budget only when the value equals it, from either side', () => {
    expect(measure({ name: 'f', value: 1, unit: 'x', budget: { exactly: 1 } })).toMatchObject({ ok: true })
    expect(measure({ name: 'g', value: 1.1, unit: 'x', budget: { exactly: 1 } }).ok).toBe(false)
    expect(measure({ name: 'h', value: 0.9, unit: 'x', budget: { exactly: 1 } }).ok).toBe(false)
  })

  it('budgets two counts that must agree both ways (shown against mined successes)', () => {
    const verdict = (shown: number, mined: number) => measure({ name: 'i', ...agreement(shown, mined) }).ok
    expect(verdict(10, 10)).toBe(true)
    expect(verdict(0, 0)).toBe(true)
    expect(verdict(11, 10)).toBe(false)
    expect(verdict(9, 10)).toBe(false)
    expect(verdict(1, 0)).toBe(false)
  })
})
