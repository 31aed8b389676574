import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { prefixLines } from './prefixLines.ts'

describe('prefixLines', () => {
  it('prefixes whole lines only, holding a partial line until its end or the flush', () => {
    const out: string[] = []
    const lines = prefixLines('unit', (text) => out.push(text))
    lines.push('one\ntw')
    expect(out).toEqual(['[unit] one\n'])
    lines.push('o\n\nthr')
    expect(out.join('')).toBe('[unit] one\n[unit] two\n[unit] \n')
    lines.flush()
    expect(out.join('')).toBe('[unit] one\n[unit] two\n[unit] \n[unit] thr\n')
    lines.flush()
    expect(out).toHaveLength(3)
  })

  it('writes the same lines however the output is cut into chunks', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.nat()), (text, cuts) => {
        const out: string[] = []
        const lines = prefixLines('b', (written) => out.push(written))
        const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b)
        let from = 0
        for (const point of [...points, text.length]) {
          lines.push(text.slice(from, point))
          from = point
        }
        lines.flush()
        const whole = text.split('\n')
        // A text ending in a newline (or empty) has no partial last line to flush.
        if (whole.at(-1) === '') whole.pop()
        expect(out.join('')).toBe(whole.map((line) => `[b] ${line}\n`).join(''))
      }),
    )
  })
})
