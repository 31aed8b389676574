import type { LinguiConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { SUPPORTED_LOCALES } from './src/features/settings/state/locales'

/**
 * en-US is the source catalog, extracted by the build; every other locale has its own translated
 * catalog, which `npm test` checks for completeness (src/i18n/catalogs.test.ts). No line numbers
 * in the catalogs: they would change with every edit.
 */
const config: LinguiConfig = {
  locales: [...SUPPORTED_LOCALES],
  sourceLocale: 'en-US',
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] },
  ],
  format: formatter({ lineNumbers: false }),
}

export default config
