import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'
import { tokenListValidator } from './build-plugins/tokenListValidator.ts'

// Tests run from the repository root; the macros must find this app's Lingui configuration.
process.env.LINGUI_CONFIG = join(import.meta.dirname, 'lingui.config.ts')

/** Unit and component tests of the app: pure logic beside its code, components in jsdom. */
export default defineProject({
  // The Lingui macros compile the same way as in the app.
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), tokenListValidator()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'jsdom',
  },
})
