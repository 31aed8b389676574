import { LIQUIDITY, type SpecText, SWAP } from './types.ts'

/**
 * swap-shell-and-services, section 8 ("The error catalogue"): the swap's revert reasons and the other
 * messages of the swap, the shell and the wallet.
 */
const NO_DEVNET_WALLET_ERROR =
  'the test wallet and anvil answer every estimate with either a result or a revert reason; the fallback paths need a node that fails differently'

export const SWAP_MESSAGES: readonly SpecText[] = [
  // swap-shell-and-services, section 8: swap revert reasons
  {
    text: 'The transaction could not be sent because the deadline has passed. Please check that your transaction deadline is not too low.',
    spec: SWAP,
    trigger: "the router's EXPIRED: the chain's clock moves past the deadline before Confirm Swap",
    coverage: { browser: 'trade-swaps.e2e.ts' },
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
    coverage: { browser: 'trade-swaps.e2e.ts' },
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
    coverage: { browser: 'trade-impact.e2e.ts' },
  },
  {
    text: 'Price Updated',
    spec: SWAP,
    trigger: 'another trade moves the pool while the confirm dialog is open',
    coverage: { browser: 'trade-swaps.e2e.ts' },
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
]
