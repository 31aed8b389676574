import { defineProject } from 'vitest/config'

/** Unit and component tests of the app: pure logic beside its code, components in jsdom. */
export default defineProject({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'jsdom',
  },
})
