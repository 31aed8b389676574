import { defineConfig } from 'vitest/config'
import { tokenListValidator } from './apps/web/build-plugins/tokenListValidator.ts'
import web, { isolatedProject as webIsolated } from './apps/web/vitest.config.ts'

export default defineConfig({
  test: {
    projects: [
      {
        // The devnet's list tests run the app's own list fetching, whose schema validator is generated
        // at build time (a virtual module; the app's CSP allows no run-time code generation).
        plugins: [tokenListValidator()],
        test: {
          name: 'node',
          // Before the app's tests, not beside them: a worker that alternates between this project and the
          // app's jsdom one builds a fresh jsdom for every app file (two minutes of CI), where the app's
          // files alone share one per worker (apps/web/vitest.config.ts).
          sequence: { groupOrder: 0 },
          include: [
            'packages/*/test/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'services/*/test/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/web/server/**/*.test.ts',
            // The browser tests' own helpers (not the browser tests, which run in e2e/vitest.config.ts).
            'e2e/src/**/*.test.ts',
            // The bench's own pure helpers (JSON measures, the routing bound's solver).
            'bench/**/*.test.ts',
          ],
          // Integration tests talk to a real anvil: a transaction takes milliseconds, a file seconds.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      web,
      webIsolated,
    ],
  },
})
