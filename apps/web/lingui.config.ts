import type { LinguiConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * en-US is the source catalog, extracted by the build. A locale without its own catalog shows the
 * en-US messages until its translation arrives. No line numbers in the catalog: they would change
 * with every edit.
 */
const config: LinguiConfig = {
  locales: ['en-US'],
  sourceLocale: 'en-US',
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] },
  ],
  format: formatter({ lineNumbers: false }),
}

export default config
