import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Integration tests talk to a real anvil; a single transaction takes milliseconds, a file seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
