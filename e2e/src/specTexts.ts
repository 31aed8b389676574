/**
 * The specification's error and warning texts (section 8 of both spec documents, "The error catalogue"
 * of swap-shell-and-services and "Error catalogue" of liquidity-mining-and-governance), each once, with
 * how it is triggered and the test that proves it. `e2e/src/specTexts.test.ts` fails when a row names
 * no test, or a test that does not hold the text.
 *
 * Coverage, in order of preference:
 * - `browser`: a browser test file (under e2e/tests) that makes the app render or log the text on the
 *   devnet;
 * - `unit`: a unit test file (path from the repository root) that checks it, with `why` a browser test
 *   on a devnet cannot reach it; `match` is what that test holds when it checks a code, not the text.
 * - `gap`: not proven yet, with the reason; every gap is listed in KNOWN_GAPS, so a new one is a
 *   conscious edit of two places, never a silent row.
 */

export type Coverage = { browser: string } | { unit: string; why: string; match?: string } | { gap: string }

export interface SpecText {
  /** The text as the spec gives it ({placeholders} and '…' kept). */
  text: string
  spec: 'swap-shell-and-services' | 'liquidity-mining-and-governance'
  /** How the app comes to show (or log) it. */
  trigger: string
  coverage: Coverage
}

const SWAP = 'swap-shell-and-services' as const
const LIQUIDITY = 'liquidity-mining-and-governance' as const

const NO_DEVNET_WALLET_ERROR =
  'the test wallet and anvil answer every estimate with either a result or a revert reason; the fallback paths need a node that fails differently'

export const SPEC_TEXTS: readonly SpecText[] = [
  // swap-shell-and-services, section 8: swap revert reasons
  {
    text: 'The transaction could not be sent because the deadline has passed. Please check that your transaction deadline is not too low.',
    spec: SWAP,
    trigger: "the router's EXPIRED: the chain's clock moves past the deadline before Confirm Swap",
    coverage: { browser: 'trade.e2e.ts' },
  },
  {
    text: 'Unknown error{reason}. Try increasing your slippage tolerance...',
    spec: SWAP,
    trigger: 'a revert reason the catalogue does not know',
    coverage: {
      unit: 'apps/web/src/features/swap/logic/revertReason.test.ts',
      match: 'Unknown error',
      why: 'the replica routers revert only with the reasons the catalogue knows',
    },
  },
  {
    text: 'Unexpected issue with estimating the gas. Please try again.',
    spec: SWAP,
    trigger: 'gas estimation fails while the plain call of the same transaction succeeds',
    coverage: {
      unit: 'apps/web/src/features/swap/hooks/swapExecution.test.ts',
      why: `on the devnet ${NO_DEVNET_WALLET_ERROR}; the unit test gives executeSwap a node whose estimate reverts while the call succeeds`,
    },
  },
  {
    text: 'Unexpected error. Could not estimate gas for the swap.',
    spec: SWAP,
    trigger: 'no call of the swap could be estimated and no revert reason came back',
    coverage: {
      unit: 'apps/web/src/features/swap/hooks/swapExecution.test.ts',
      why: `on the devnet ${NO_DEVNET_WALLET_ERROR}; the unit test gives executeSwap a node that estimates zero gas`,
    },
  },
  {
    text: 'Transaction rejected.',
    spec: SWAP,
    trigger: 'the wallet refuses the swap (code 4001)',
    coverage: { browser: 'trade.e2e.ts' },
  },
  {
    text: 'Swap failed: {reason}',
    spec: SWAP,
    trigger: 'sending fails for another reason than a rejection',
    coverage: {
      unit: 'apps/web/src/features/swap/logic/revertReason.test.ts',
      match: 'Swap failed: ',
      why: 'the test wallet sends whatever it is asked; a wallet-side send failure is a wallet fault',
    },
  },
  // swap-shell-and-services, section 8: other messages
  {
    text: 'Insufficient liquidity for this trade.',
    spec: SWAP,
    trigger: 'no route for a positive amount: a token no pool or pair holds',
    coverage: { browser: 'error-texts.e2e.ts' },
  },
  {
    text: 'Address has no available claim',
    spec: SWAP,
    trigger: 'claim for an address outside the airdrop tree (account 5)',
    coverage: { browser: 'claim.e2e.ts' },
  },
  {
    text: 'Blocked address',
    spec: SWAP,
    trigger: 'the connected account is on the blocked list (account 9 on the devnet)',
    coverage: { browser: 'shell.e2e.ts' },
  },
  {
    text: 'Error connecting',
    spec: SWAP,
    trigger: 'the wallet fails the connection request',
    coverage: { browser: 'transactions.e2e.ts' },
  },
  {
    text: 'Error connecting. Try refreshing the page.',
    spec: SWAP,
    trigger: 'the wallet fails the connection with an error of its own (not a refusal by the user)',
    coverage: { browser: 'spec-fidelity.e2e.ts' },
  },
  {
    text: 'Oops! An unknown error occurred. Please refresh the page, or visit from another browser or device.',
    spec: SWAP,
    trigger: "the app's network connection to the chain fails while no wallet is connected",
    coverage: { browser: 'spec-fidelity.e2e.ts' },
  },
  {
    text: 'Wrong Network',
    spec: SWAP,
    trigger: 'the wallet reports a chain the app does not support',
    coverage: { browser: 'shell.e2e.ts' },
  },
  {
    text: 'Please connect to the appropriate Ethereum network.',
    spec: SWAP,
    trigger: 'the wallet dialog on an unsupported chain',
    coverage: { browser: 'shell.e2e.ts' },
  },
  {
    text: 'Please connect to Layer 1 Ethereum',
    spec: SWAP,
    trigger: 'governance opened on Arbitrum',
    coverage: { browser: 'governance.e2e.ts' },
  },
  {
    text: 'Something went wrong',
    spec: SWAP,
    trigger: 'a render error (?crash=true on the devnet)',
    coverage: { browser: 'shell.e2e.ts' },
  },
  {
    text: 'Unsupported network ID',
    spec: SWAP,
    trigger: 'the hosted wallet (Fortmatic) asked for a chain it does not serve',
    coverage: {
      gap: "no connector throws it any more: Fortmatic's SDK is unmaintained, so the option is listed as unavailable and nothing of it loads (issue 48, item 6)",
    },
  },
  {
    text: 'Unsupported chain ID',
    spec: SWAP,
    trigger: 'the wrapped native coin asked of a chain the app does not know',
    coverage: {
      unit: 'apps/web/src/lib/tokens/wrapped-native.test.ts',
      why: 'the app only asks for chains it supports; the devnet has only supported chains',
    },
  },
  {
    text: 'No results found.',
    spec: SWAP,
    trigger: 'a token search that matches nothing',
    coverage: { browser: 'tokens.e2e.ts' },
  },
  {
    text: 'Invalid pair',
    spec: SWAP,
    trigger: 'the v2 pool finder or add form given a pair that cannot exist',
    coverage: { browser: 'pool-v2.e2e.ts' },
  },
  {
    text: 'High Price Impact',
    spec: SWAP,
    trigger: 'an approval is still needed for a trade above 3% price impact (the swap half of the button)',
    coverage: {
      unit: 'apps/web/src/features/swap/logic/swapButton.test.ts',
      match: 'HIGH_PRICE_IMPACT',
      why: 'not yet rendered by a browser test: needs a fresh account without an approval and a 3% trade',
    },
  },
  {
    text: 'Price Impact Too High',
    spec: SWAP,
    trigger: 'a trade above 3% price impact without expert mode',
    coverage: { browser: 'trade.e2e.ts' },
  },
  {
    text: 'Price Updated',
    spec: SWAP,
    trigger: 'another trade moves the pool while the confirm dialog is open',
    coverage: { browser: 'trade.e2e.ts' },
  },
  {
    text: 'Your transaction may be frontrun',
    spec: SWAP,
    trigger: 'slippage above 1%',
    coverage: { browser: 'swap.e2e.ts' },
  },
  {
    text: 'Your transaction may fail',
    spec: SWAP,
    trigger: 'slippage below 0.05%',
    coverage: { browser: 'swap.e2e.ts' },
  },
  {
    text: 'Some assets are not available through this interface because they may not work well with the smart contracts or we are unable to allow trading for legal reasons.',
    spec: LIQUIDITY,
    trigger: 'an unsupported (blocked) token chosen on /swap or /add',
    coverage: { browser: 'error-texts.e2e.ts' },
  },
  // swap-shell-and-services, section 8: data and lists
  {
    text: 'Invalid token address: {address}',
    spec: SWAP,
    trigger: 'a list token whose address is not an address (logged, the token left out)',
    coverage: {
      unit: 'apps/web/src/features/lists/tokenMap.test.ts',
      why: 'logged only; the list schema refuses most such lists first',
    },
  },
  {
    text: 'Duplicate token! {address}',
    spec: SWAP,
    trigger: 'a list naming the same token twice (logged)',
    coverage: {
      unit: 'apps/web/src/features/lists/tokenMap.test.ts',
      why: 'logged only, nothing is rendered',
    },
  },
  {
    text: 'Failed to resolve ENS name: {ens_name}',
    spec: SWAP,
    trigger: 'a list added by an ENS name without a content hash',
    coverage: {
      unit: 'apps/web/src/features/lists/fetch/resolveEns.test.ts',
      why: "the list dialog shows 'Error importing list' for it; the cause is logged",
    },
  },
  {
    text: 'Failed to translate contenthash to URI',
    spec: SWAP,
    trigger: 'an ENS content hash of an unknown codec',
    coverage: {
      unit: 'apps/web/src/features/lists/fetch/contenthash.test.ts',
      why: 'logged only; the devnet names hold IPFS hashes',
    },
  },
  {
    text: 'Failed to download list {url}',
    spec: SWAP,
    trigger: 'every gateway of a list URL fails',
    coverage: {
      unit: 'apps/web/src/features/lists/fetch/fetchTokenList.test.ts',
      why: 'a default list that fails falls back to its bundled copy in the browser',
    },
  },
  {
    text: 'Token list failed validation: {details}',
    spec: SWAP,
    trigger: 'a list that fails the token-lists schema, added by URL',
    coverage: { browser: 'tokens.e2e.ts' },
  },
  {
    text: 'Unrecognized list URL protocol.',
    spec: SWAP,
    trigger: 'a list URL that is neither http(s), ipfs, ipns nor ENS reaches the fetcher',
    coverage: {
      unit: 'apps/web/src/features/lists/fetch/fetchTokenList.test.ts',
      why: "the list input refuses such a URL first ('Enter valid list location')",
    },
  },
  {
    text: 'accept list update called without pending update',
    spec: SWAP,
    trigger: 'the reducer asked to accept an update that does not exist',
    coverage: {
      unit: 'apps/web/src/features/lists/state/reducer.test.ts',
      why: 'a programming error the UI never triggers',
    },
  },
  {
    text: 'Attempted to add existing transaction.',
    spec: SWAP,
    trigger: 'the same transaction hash recorded twice',
    coverage: {
      unit: 'apps/web/src/features/transactions/state/reducer.test.ts',
      why: 'a programming error the UI never triggers',
    },
  },
  {
    text: 'Could not construct mainnet ENS resolver',
    spec: SWAP,
    trigger: 'a list by ENS name without a mainnet RPC',
    coverage: {
      unit: 'apps/web/src/features/lists/fetch/resolveEns.test.ts',
      why: 'the devnet always has a mainnet RPC; the resolver without a mainnet client is tested alone',
    },
  },
  {
    text: 'Failed to load staking rewards info',
    spec: SWAP,
    trigger: 'the staking reads fail',
    coverage: {
      unit: 'apps/web/src/features/mining/poolReads.test.ts',
      why: "logged only, and the replica's staking contracts always answer; the pool-read decision the hook logs it on is tested alone",
    },
  },
  {
    text: 'Claim for {address} was not found...',
    spec: SWAP,
    trigger: 'the claim data has no entry for the address',
    coverage: {
      unit: 'apps/web/src/features/claim/claimData.test.ts',
      match: 'was not found',
      why: "logged; the page shows 'Address has no available claim' (browser-tested in claim.e2e.ts)",
    },
  },
  {
    text: 'Invalid address',
    spec: SWAP,
    trigger: 'claim data asked for something that is not an address',
    coverage: {
      unit: 'apps/web/src/features/claim/claimData.test.ts',
      why: 'the claim inputs only ask for resolved addresses',
    },
  },
  {
    text: "Invalid 'address' parameter",
    spec: SWAP,
    trigger: 'a contract built for a token at the zero address (/add with it in the URL; logged)',
    coverage: { browser: 'spec-fidelity.e2e.ts' },
  },
  {
    text: 'Failed to get contract',
    spec: SWAP,
    trigger: 'the same contract building, logged with the reason before it returns nothing',
    coverage: { browser: 'spec-fidelity.e2e.ts' },
  },
  {
    text: 'Error when constructing the pool',
    spec: SWAP,
    trigger: 'a pool whose chain state the SDK refuses (logged, the pool treated as not existing)',
    coverage: {
      unit: 'apps/web/src/features/pool-v3/hooks/poolFromState.test.ts',
      why: 'the replica pools are all valid: a refused pool state needs a node that returns a malformed slot0',
    },
  },
  {
    text: 'Subgraph queries against ChainId {id} are not supported.',
    spec: SWAP,
    trigger: 'indexed data asked for a chain without a subgraph',
    coverage: {
      unit: 'apps/web/src/features/pool-v3/graph/subgraph.test.ts',
      match: 'Subgraph queries against ChainId',
      why: 'both devnet chains have an indexer',
    },
  },
  {
    text: 'defaultChainId is required when more than one URL is configured',
    spec: SWAP,
    trigger: "the reference's network connector given several URLs without a default",
    coverage: {
      gap: 'no such connector in this app: RPC URLs are per chain (core/config.ts); the text has no code to test',
    },
  },
  // swap-shell-and-services, section 8: RPC
  {
    text: 'Failed to send batch call',
    spec: SWAP,
    trigger: 'the RPC request fails on the network',
    coverage: {
      unit: 'apps/web/src/lib/rpc/batchedHttp.test.ts',
      why: 'browser-tested as behaviour (retries) in transaction-truth.e2e.ts; the text is internal',
    },
  },
  {
    text: 'Failed to parse JSON response',
    spec: SWAP,
    trigger: 'the RPC answers something that is not JSON',
    coverage: {
      unit: 'apps/web/src/lib/rpc/batchedHttp.test.ts',
      why: 'internal; anvil always answers JSON',
    },
  },
  {
    text: 'Received unexpected JSON-RPC response to {method} request',
    spec: SWAP,
    trigger: 'the RPC answers a batch without the id asked for',
    coverage: {
      unit: 'apps/web/src/lib/rpc/batchedHttp.test.ts',
      match: 'Received unexpected JSON-RPC response to',
      why: 'internal; anvil answers every id',
    },
  },
  {
    text: 'header not found',
    spec: SWAP,
    trigger: 'a multicall against a block the node does not have yet (retried)',
    coverage: {
      unit: 'apps/web/src/lib/multicall/fetchChunk.test.ts',
      why: 'anvil has every block it reports',
    },
  },
  {
    text: 'You may have lost your network connection.',
    spec: SWAP,
    trigger: "the latest block is older than the chain's wait threshold (10 minutes)",
    coverage: { browser: 'error-texts.e2e.ts' },
  },
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

/**
 * The app's own error texts (not worded by the spec) that issue 25 found no test rendering; each now
 * rendered by a browser test.
 */
export const APP_TEXTS: readonly SpecText[] = [
  ['Transaction failed', 'a swap mined after its deadline: a real revert, in the popup'],
  ['Invalid recipient', 'the recipient is a router or factory that would keep the tokens'],
  ['Insufficient WETH balance', 'unwrapping more WETH than the account holds'],
  ['Unsupported Asset', 'a blocked token (mAAPL) on /swap'],
  [
    'Invalid range selected. The min price must be lower than the max price.',
    'min price above max price on /add',
  ],
  ['Invalid price input', "a starting price beyond the pool's sqrt-price bounds"],
  ['Enter a valid deadline', 'a deadline outside 1-180 minutes in the settings'],
  [
    'Only the owner of this position or an approved operator can remove its liquidity.',
    "another account opens a position's /remove page",
  ],
  ['Position not found.', '/increase with a token id no position has'],
].map(
  ([text, trigger]): SpecText => ({
    text: text!,
    spec: SWAP,
    trigger: trigger!,
    coverage: { browser: 'error-texts.e2e.ts' },
  }),
)

/** App texts issue 25 named that no test proves yet. */
export const APP_GAPS: readonly SpecText[] = [
  {
    text: 'The permission to use {symbol} no longer covers this trade. Allow it again, then swap.',
    spec: SWAP,
    trigger: "Confirm Swap sent while neither an approval nor a permit covers the trade's maximum input",
    coverage: {
      unit: 'apps/web/src/features/swap/logic/swapButton.test.ts',
      match: 'no longer covers this trade',
      why: "unreachable from the UI: once the live trade needs more than the signed permit, Confirm stays disabled after Accept (tried in a browser test: 'Price Updated' on an exact-output USDC trade); the guard's decision (permissionCoversTrade) and the disabled Swap are tested alone",
    },
  },
]

/**
 * Spec texts no test proves yet. A row whose coverage is a gap must be here, and everything here must
 * be such a row: adding a text to SPEC_TEXTS without a test is a visible edit of this list.
 */
export const KNOWN_GAPS: readonly string[] = [
  'defaultChainId is required when more than one URL is configured',
  'Unsupported network ID',
]

/** The part of a spec text a test must hold: the text up to its first placeholder or ellipsis. */
export function literalPart(text: string): string {
  return text.split(/\{|\.\.\.|…/)[0]!.trim()
}
