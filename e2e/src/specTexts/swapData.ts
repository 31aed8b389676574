import { type SpecText, SWAP } from './types.ts'

/** swap-shell-and-services, section 8 ("The error catalogue"): data and token lists, and RPC. */
export const SWAP_DATA_TEXTS: readonly SpecText[] = [
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
]
