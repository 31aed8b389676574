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
import { LIQUIDITY_TEXTS } from './specTexts/liquidity.ts'
import { SWAP_DATA_TEXTS } from './specTexts/swapData.ts'
import { SWAP_MESSAGES } from './specTexts/swapMessages.ts'
import { type SpecText, SWAP } from './specTexts/types.ts'

export type { Coverage, SpecText } from './specTexts/types.ts'

/** Every spec text, by spec document and section (the parts in specTexts/). */
export const SPEC_TEXTS: readonly SpecText[] = [...SWAP_MESSAGES, ...SWAP_DATA_TEXTS, ...LIQUIDITY_TEXTS]

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
