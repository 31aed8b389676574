import { LIQUIDITY, type SpecText } from './types.ts'

/** liquidity-mining-and-governance, section 8 ("Error catalogue"). */
export const LIQUIDITY_TEXTS: readonly SpecText[] = [
  // liquidity-mining-and-governance, section 8
  {
    text: 'Your position will appear here',
    spec: LIQUIDITY,
    trigger: 'the range chart of a pool that does not exist yet',
    coverage: { browser: 'error-texts.e2e.ts' },
  },
  {
    text: 'Liquidity data not available.',
    spec: LIQUIDITY,
    trigger: 'the indexer cannot be reached',
    coverage: { browser: 'error-texts.e2e.ts' },
  },
  {
    text: 'There is no liquidity data.',
    spec: LIQUIDITY,
    trigger: 'the indexer has no ticks for an existing pool',
    coverage: { browser: 'error-texts.e2e.ts' },
  },
  {
    text: 'Attempting to stake without approval or a signature. Please contact support.',
    spec: LIQUIDITY,
    trigger: 'staking confirmed while neither an approval nor a permit exists',
    coverage: {
      unit: 'apps/web/src/features/mining/stakeCall.test.ts',
      match: 'without approval or a signature',
      why: 'the Deposit button stays disabled in that state, so the guard is unreachable from the UI; the choice of call (none) is tested alone',
    },
  },
  {
    text: 'This transaction would fail. Please contact support.',
    spec: LIQUIDITY,
    trigger:
      'every v2 remove variant fails gas estimation: the pool tokens leave the account between the approval and Confirm',
    coverage: {
      unit: 'apps/web/src/features/pool-v2/logic/removeRequest.test.ts',
      match: 'every candidate would fail',
      why: "the confirm dialog's simulation now catches that state first on the devnet (its revert reason shown, Confirm disabled: error-texts.e2e.ts); the text remains for a node that cannot simulate, when no candidate estimates",
    },
  },
  {
    text: 'Invalid pair address',
    spec: LIQUIDITY,
    trigger: '/migrate/v2/{address} with an invalid address (logged, then redirected)',
    coverage: { browser: 'migrate.e2e.ts' },
  },
  {
    text: 'Invalid pair.',
    spec: LIQUIDITY,
    trigger: 'the v2 pool finder given the same token twice',
    coverage: { browser: 'pool-v2.e2e.ts' },
  },
  {
    text: 'No pool found.',
    spec: LIQUIDITY,
    trigger: 'the v2 pool finder given a pair without a pool',
    coverage: { browser: 'pool-v2.e2e.ts' },
  },
]
