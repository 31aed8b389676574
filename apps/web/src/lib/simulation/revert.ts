import { decodeErrorResult, type Hex, parseAbi } from 'viem'

/**
 * Why a simulated transaction reverted, in the classes the confirm dialog names and offers a fix for:
 * - 'slippage': the price moved beyond the slippage tolerance (fix: a higher tolerance or a new quote);
 * - 'deadline': the transaction deadline passed (fix: a new quote, or a longer deadline);
 * - 'balance': the account lacks the tokens or ETH it would spend (fix: a smaller amount);
 * - 'allowance': a token allowance or permit does not cover the amount (fix: approve again);
 * - 'transfer': a token could not be moved from the account (Uniswap's STF: its balance or its
 *   allowance, the contract does not say which);
 * - 'other': the contract's own reason, shown as it is.
 */
export type RevertKind = 'slippage' | 'deadline' | 'balance' | 'allowance' | 'transfer' | 'other'

export interface SimulatedRevert {
  kind: RevertKind
  /** The contract's reason as decoded (a revert string, a panic, a custom error's name), if any. */
  reason?: string
}

const STANDARD_ERRORS = parseAbi(['error Error(string)', 'error Panic(uint256)'])

/** Panic codes of Solidity 0.8 (the ones a token or pool can hit on bad amounts). */
const PANIC_REASONS: Record<string, string> = {
  '1': 'assertion failed',
  '17': 'arithmetic overflow or underflow',
  '18': 'division by zero',
  '50': 'array index out of bounds',
}

/** The revert reason in `data` (Error(string), Panic(uint256), or a custom error's selector). */
export function decodeRevertData(data: Hex | undefined): string | undefined {
  if (!data || data === '0x') return undefined
  try {
    const decoded = decodeErrorResult({ abi: STANDARD_ERRORS, data })
    if (decoded.errorName === 'Error') return String(decoded.args[0])
    const code = String(decoded.args[0])
    return `panic: ${PANIC_REASONS[code] ?? `code ${code}`}`
  } catch {
    // A custom error of a contract whose ABI we do not hold: its selector identifies it.
    return data.length >= 10 ? `custom error ${data.slice(0, 10)}` : undefined
  }
}

/** The class of a revert reason, from the texts of the Uniswap routers, pools and common tokens. */
export function classifyRevert(reason: string | undefined): SimulatedRevert {
  const text = reason ?? ''
  const result = (kind: RevertKind): SimulatedRevert => (reason === undefined ? { kind } : { kind, reason })
  if (
    /Too little received|Too much requested|INSUFFICIENT_OUTPUT_AMOUNT|EXCESSIVE_INPUT_AMOUNT|Price slippage check|INSUFFICIENT_[AB]_AMOUNT/.test(
      text,
    )
  )
    return result('slippage')
  if (/Transaction too old|\bEXPIRED\b|deadline/i.test(text)) return result('deadline')
  if (/allowance|insufficient-allowance|Permit expired|invalid-permit|INVALID_SIGNATURE/i.test(text))
    return result('allowance')
  if (/exceeds balance|insufficient[- ]balance|INSUFFICIENT_BALANCE/i.test(text)) return result('balance')
  if (/^STF$|TRANSFER_FROM_FAILED/.test(text)) return result('transfer')
  return result('other')
}
