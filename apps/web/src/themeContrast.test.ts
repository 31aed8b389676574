import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * WCAG AA asks 4.5:1 for body text. axe only sees the states a page happens to show (a red price change
 * appears only when some pool fell), so the theme's text colours are checked here against both
 * backgrounds of both themes, whatever the data.
 */
const SRC = import.meta.dirname
const styles = readFileSync(join(SRC, 'styles.css'), 'utf8')

function block(selector: string): Record<string, string> {
  const start = styles.indexOf(`${selector} {`)
  if (start < 0) throw new Error(`styles.css has no ${selector} block`)
  const body = styles.slice(start, styles.indexOf('}', start))
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*(#[0-9a-fA-F]{6});/g)].map((m) => [m[1], m[2]]))
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)]
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)
}

const light = block(':root')
const themes = { light, dark: { ...light, ...block(':root[data-theme="dark"]') } }
const TEXT_COLOURS = ['--text', '--text-muted', '--error-text', '--warning', '--accent-text', '--success']

describe('theme text contrast', () => {
  it('computes the WCAG ratio (black on white is 21:1, a colour on itself 1:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#da2d2b', '#da2d2b')).toBe(1)
  })

  for (const [theme, colours] of Object.entries(themes)) {
    for (const text of TEXT_COLOURS) {
      for (const background of ['--bg', '--bg-panel']) {
        it(`${theme}: ${text} on ${background} is at least 4.5:1`, () => {
          const fg = colours[text]
          const bg = colours[background]
          expect(fg, `${text} is defined`).toMatch(/^#/)
          expect(bg, `${background} is defined`).toMatch(/^#/)
          expect(contrast(fg!, bg!)).toBeGreaterThanOrEqual(4.5)
        })
      }
    }
  }

  it('colours error text with --error-text, never with the fill red', () => {
    const cssFiles = (readdirSync(SRC, { recursive: true }) as string[]).filter((file) =>
      file.endsWith('.css'),
    )
    expect(cssFiles.length).toBeGreaterThan(5)
    const offenders = cssFiles.filter((file) =>
      /(^|[\s;{])color:\s*var\(--error\)/.test(readFileSync(join(SRC, file), 'utf8')),
    )
    expect(offenders).toEqual([])
  })
})
