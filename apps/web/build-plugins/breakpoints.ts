import type { Plugin } from 'vite'
import { expandBreakpoints } from '../src/components/breakpoints.ts'

/**
 * The app's CSS names its breakpoints (`@media (--below-large)`); this puts in the widths of
 * src/components/breakpoints.ts, so that the styles and the script share one set of constants.
 */
export function breakpoints(): Plugin {
  return {
    name: 'exchange:breakpoints',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.css($|\?)/.test(id) || !code.includes('(--')) return null
      return { code: expandBreakpoints(code), map: null }
    },
  }
}
