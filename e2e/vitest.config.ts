import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The devnet package imports the Uniswap SDKs, whose ESM builds Vite transforms; their published
 * source maps point to files that are not published, and Vite says so for each one (~60 lines of
 * noise before every run). Only that warning is dropped.
 */
const quietSdkSourcemaps = {
  name: 'e2e:quiet-sdk-sourcemaps',
  configResolved(config: { logger: { warnOnce(message: string, options?: object): void } }) {
    const warnOnce = config.logger.warnOnce.bind(config.logger)
    config.logger.warnOnce = (message, options) => {
      if (/^Sourcemap for ".*node_modules.*" points to missing source files/.test(message)) return
      warnOnce(message, options)
    }
  },
}

/**
 * Files whose tests read the devnet's pools as seeded run before all others, which trade through them:
 * the quotes' routes are the seeded direct hops (ETH → USDC) only until other tests have sold ETH for
 * USDC. Otherwise the order is vitest's own (longest first when durations are cached, else largest).
 */
const SEEDED_POOLS_FIRST = ['tests/trade-quotes.e2e.ts']

class SeededPoolsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const first = (spec: TestSpecification) =>
      SEEDED_POOLS_FIRST.some((path) => spec.moduleId.endsWith(`/${path}`))
    return [...sorted.filter(first), ...sorted.filter((spec) => !first(spec))]
  }
}

/**
 * Browser tests: Playwright drives Debian's Chromium against one stack (devnet + built app) that the
 * global setup starts for the whole run. Files run one after another since they share that devnet.
 */
export default defineConfig({
  plugins: [quietSdkSourcemaps],
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: './src/global-setup.ts',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    sequence: { sequencer: SeededPoolsFirst },
  },
})
