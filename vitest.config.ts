import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: [
            'packages/*/test/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'services/*/test/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/web/server/**/*.test.ts',
          ],
          // Integration tests talk to a real anvil: a transaction takes milliseconds, a file seconds.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
})
