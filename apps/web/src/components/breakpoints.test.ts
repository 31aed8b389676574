import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BREAKPOINTS, expandBreakpoints, mediaQuery } from './breakpoints'

const SRC = join(import.meta.dirname, '..')

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? cssFiles(join(dir, entry.name))
      : entry.name.endsWith('.css')
        ? [join(dir, entry.name)]
        : [],
  )
}

describe('breakpoints', () => {
  it('are the spec’s 500, 720, 960 and 1280 px', () => {
    expect(Object.values(BREAKPOINTS)).toEqual([500, 720, 960, 1280])
  })

  it('expand in CSS to conditions on either side of the width', () => {
    expect(expandBreakpoints('@media (--below-large) { a {} } @media (--at-least-extra-small) {}')).toBe(
      '@media (max-width: 1279.98px) { a {} } @media (min-width: 500px) {}',
    )
    expect(mediaQuery('below', 'small')).toBe('(max-width: 719.98px)')
    expect(() => expandBreakpoints('@media (--below-huge) {}')).toThrow('--below-huge')
  })

  it('are the only widths the app’s CSS asks about', () => {
    const files = cssFiles(SRC)
    expect(files.length).toBeGreaterThan(5)
    for (const file of files) {
      const css = readFileSync(file, 'utf8')
      expect(css, file).not.toMatch(/@media[^{]*(min|max)-width/)
      expect(() => expandBreakpoints(css), file).not.toThrow()
    }
  })
})
