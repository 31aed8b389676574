import { Percent } from '@uniswap/sdk-core'
import { MAX_DEADLINE_SECONDS, MAX_SLIPPAGE_BIPS, MIN_DEADLINE_SECONDS } from '../state/validation'

export const INVALID_SLIPPAGE_ERROR = 'Enter a valid slippage percentage'
export const SLIPPAGE_MAY_FAIL = 'Your transaction may fail'
export const SLIPPAGE_MAY_FRONTRUN = 'Your transaction may be frontrun'
export const INVALID_DEADLINE_ERROR = 'Enter a valid deadline'

/**
 * A typed slippage percent: empty means auto; otherwise percent × 100, floored, must be whole basis points
 * from 0 to 5000.
 */
export function parseSlippageInput(
  text: string,
): { ok: true; value: number | 'auto' } | { ok: false; error: string } {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: true, value: 'auto' }
  if (!/^\d*\.?\d*$/.test(trimmed) || trimmed === '.') return { ok: false, error: INVALID_SLIPPAGE_ERROR }
  const bips = Math.floor(Number.parseFloat(trimmed) * 100)
  if (!Number.isInteger(bips) || bips < 0 || bips > MAX_SLIPPAGE_BIPS)
    return { ok: false, error: INVALID_SLIPPAGE_ERROR }
  return { ok: true, value: bips }
}

/** The quick picks beside Auto and the custom field (section 9): 0.01%, 1%, 3%, 5%, 10%, 15%, in basis points. */
export const SLIPPAGE_PRESET_BIPS = [1, 100, 300, 500, 1000, 1500] as const

/** What the custom field shows for a setting: empty for auto, otherwise the percent with two decimals. */
export function slippageInputText(bips: number | 'auto'): string {
  return bips === 'auto' ? '' : (bips / 100).toFixed(2)
}

/** Below 0.05% a swap may fail; above 1% it may be frontrun. */
export function slippageWarning(bips: number | 'auto'): string | undefined {
  if (bips === 'auto') return undefined
  if (bips < 5) return SLIPPAGE_MAY_FAIL
  if (bips > 100) return SLIPPAGE_MAY_FRONTRUN
  return undefined
}

/** A typed deadline in minutes: empty means the default; otherwise 1–180 minutes, stored in seconds. */
export function parseDeadlineInput(
  text: string,
): { ok: true; value: number | 'default' } | { ok: false; error: string } {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: true, value: 'default' }
  if (!/^\d*\.?\d*$/.test(trimmed) || trimmed === '.') return { ok: false, error: INVALID_DEADLINE_ERROR }
  const seconds = Math.floor(Number.parseFloat(trimmed) * 60)
  if (!Number.isInteger(seconds) || seconds < MIN_DEADLINE_SECONDS || seconds > MAX_DEADLINE_SECONDS)
    return { ok: false, error: INVALID_DEADLINE_ERROR }
  return { ok: true, value: seconds }
}

const bips = (value: number) => new Percent(value, 10_000)
export const DEFAULT_AUTO_SLIPPAGE = bips(50)
export const L2_AUTO_SLIPPAGE = bips(10)
const MIN_AUTO_SLIPPAGE = bips(50)
const MAX_AUTO_SLIPPAGE = bips(2500)

/**
 * Auto slippage on the swap screen (reference-values.md): 0.10% on layer 2 or without a trade; otherwise the
 * gas cost in USD over the output's value in USD, rounded up to 0.1%, clamped to 0.5%–25%; 0.5% when either is
 * unknown. USD
 * values are passed in cents (integers) so that the ratio is exact.
 */
export function autoSlippageTolerance(options: {
  isL2: boolean
  hasTrade: boolean
  gasCostUsdCents: bigint | undefined
  outputUsdCents: bigint | undefined
}): Percent {
  if (options.isL2 || !options.hasTrade) return L2_AUTO_SLIPPAGE
  const { gasCostUsdCents: gas, outputUsdCents: output } = options
  if (gas === undefined || output === undefined || output <= 0n) return DEFAULT_AUTO_SLIPPAGE
  // Rounded up to 0.1% steps: the gas price moves every block, and a tolerance that moved with it would
  // change the amounts a signed permit or an approval was made for.
  const tenBips = (gas * 1_000n + output - 1n) / output
  const ratio = bips(Number(tenBips) * 10)
  if (ratio.lessThan(MIN_AUTO_SLIPPAGE)) return MIN_AUTO_SLIPPAGE
  if (ratio.greaterThan(MAX_AUTO_SLIPPAGE)) return MAX_AUTO_SLIPPAGE
  return ratio
}

/** A screen's slippage: the user's own choice, or on 'Auto' the screen's default (auto slippage on swap). */
export function userSlippageToleranceOr(setting: number | 'auto', screenDefault: Percent): Percent {
  return setting === 'auto' ? screenDefault : bips(setting)
}
