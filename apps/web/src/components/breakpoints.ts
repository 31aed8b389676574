/**
 * The layout's breakpoints (spec: 500, 720, 960, 1280 px), the one set of widths the styles use. CSS
 * writes `@media (--below-large)` or `@media (--at-least-large)`; the build (build-plugins/breakpoints.ts)
 * puts the widths in, and script asks the same questions through `mediaQuery`.
 */
export const BREAKPOINTS = {
  extraSmall: 500,
  small: 720,
  medium: 960,
  large: 1280,
} as const

export type Breakpoint = keyof typeof BREAKPOINTS

const NAMES: Record<string, Breakpoint> = {
  'extra-small': 'extraSmall',
  small: 'small',
  medium: 'medium',
  large: 'large',
}

/** A media condition: narrower than the breakpoint, or at least as wide. */
export function mediaQuery(relation: 'below' | 'at-least', breakpoint: Breakpoint): string {
  const width = BREAKPOINTS[breakpoint]
  // Fractional pixels (zoom) fall on one side only: below is anything under the width itself.
  return relation === 'below' ? `(max-width: ${width - 0.02}px)` : `(min-width: ${width}px)`
}

const TOKEN = /\(--(below|at-least)-([a-z-]+)\)/g

/** CSS with every `(--below-NAME)` / `(--at-least-NAME)` condition replaced; an unknown name is an error. */
export function expandBreakpoints(css: string): string {
  return css.replace(TOKEN, (_match, relation: 'below' | 'at-least', name: string) => {
    const breakpoint = NAMES[name]
    if (!breakpoint) throw new Error(`Unknown breakpoint in CSS: --${relation}-${name}`)
    return mediaQuery(relation, breakpoint)
  })
}

/** Whether the window is narrower than the breakpoint (false outside a browser). */
export function isBelow(breakpoint: Breakpoint): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(mediaQuery('below', breakpoint)).matches
}
