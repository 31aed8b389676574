import { parseUnits } from 'viem'
import { MAX_UINT256 } from '../tokens/limits'

/** Amount text longer than this is not parsed (spec, "Amount text": max length 79). */
export const MAX_AMOUNT_LENGTH = 79

const AMOUNT_TEXT = /^(?:\d+\.?\d*|\.\d+)$/

/**
 * Typed, pasted or linked amount text read in a token's units. `empty` and `ignored` (zero, malformed,
 * longer than 79 characters, more decimals than the token has) are quietly ignored, as the spec says;
 * `too-large` is an amount no token can hold (2^256 base units or more) and is shown as invalid input.
 */
export type AmountText =
  | { kind: 'empty' }
  | { kind: 'ignored' }
  | { kind: 'too-large' }
  | { kind: 'amount'; raw: bigint }

export function parseAmountText(value: string | undefined | null, decimals: number): AmountText {
  if (!value) return { kind: 'empty' }
  if (value.length > MAX_AMOUNT_LENGTH || !AMOUNT_TEXT.test(value)) return { kind: 'ignored' }
  const [, fraction = ''] = value.split('.')
  if (fraction.length > decimals) return { kind: 'ignored' }
  const raw = parseUnits(value, decimals)
  if (raw > MAX_UINT256) return { kind: 'too-large' }
  return raw > 0n ? { kind: 'amount', raw } : { kind: 'ignored' }
}

/** Whether the text is an amount of more base units than any token can hold. */
export function isAmountTooLarge(value: string | undefined | null, decimals: number | undefined): boolean {
  return decimals !== undefined && parseAmountText(value, decimals).kind === 'too-large'
}
