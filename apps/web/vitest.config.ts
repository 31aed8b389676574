import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { configDefaults, defineProject } from 'vitest/config'
import { tokenListValidator } from './build-plugins/tokenListValidator.ts'

// Tests run from the repository root; the macros must find this app's Lingui configuration.
process.env.LINGUI_CONFIG = join(import.meta.dirname, 'lingui.config.ts')

const TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx']

/**
 * Test files that replace a module (`vi.mock`): in a worker shared with other files the module is often
 * already loaded, unreplaced, so these run isolated. Found by reading the files, so a new one is too.
 */
const REPLACING_MODULES = readdirSync(join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) =>
    /\bvi\.(mock|doMock)\(/.test(readFileSync(join(import.meta.dirname, 'src', file), 'utf8')),
  )
  .map((file) => `src/${file.split('\\').join('/')}`)

const base = {
  // The Lingui macros compile the same way as in the app.
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), tokenListValidator()],
}

/**
 * Unit and component tests of the app: pure logic beside its code, components in jsdom. The files share
 * their worker's jsdom and loaded modules (`isolate: false`): a fresh jsdom and a fresh import of React,
 * wagmi and viem per file took 95% of the suite's four minutes on two cores, for 16 s of tests. Each file
 * cleans up what it changes (Testing Library unmounts after each test).
 */
export default defineProject({
  ...base,
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: TESTS,
    exclude: [...configDefaults.exclude, ...REPLACING_MODULES],
    environment: 'jsdom',
    isolate: false,
    sequence: { groupOrder: 1 },
  },
})

/** The files that replace modules, each in its own jsdom and module graph. */
export const isolatedProject = defineProject({
  ...base,
  test: {
    name: 'web (isolated)',
    root: import.meta.dirname,
    include: REPLACING_MODULES,
    environment: 'jsdom',
    sequence: { groupOrder: 1 },
  },
})
