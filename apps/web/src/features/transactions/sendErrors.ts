import { t } from '@lingui/core/macro'
import { classifySendError } from '../../lib/transactions/errors'

/** The specification's words for a refusal in the wallet. */
export const TRANSACTION_REJECTED = 'Transaction rejected.'

/**
 * The message for a failure that is not about the transaction's own call: a refusal in the wallet,
 * insufficient funds for gas, a refused nonce, or a node that could not be reached. `stage` says
 * whether the wallet had been asked to send yet: before, nothing was sent; from then on, the
 * transaction may have been sent even though no hash came back. `undefined` for a revert or anything
 * else, which the caller words itself.
 */
export function sendFailureMessage(error: unknown, stage: 'prepare' | 'send'): string | undefined {
  switch (classifySendError(error)) {
    case 'rejected':
      return TRANSACTION_REJECTED
    case 'insufficient-funds':
      return t`Insufficient funds for gas: this account does not hold enough ETH to pay the network fee.`
    case 'unreachable':
      return stage === 'prepare'
        ? unreachableBeforeSendMessage()
        : t`The network could not be reached. The transaction may still have been sent: check Activity before trying again.`
    case 'nonce':
      return stage === 'send'
        ? t`The wallet refused the transaction's nonce. If it has another transaction waiting, speed it up or cancel it first.`
        : undefined
    default:
      return undefined
  }
}

/** Revert reasons of the routers' slippage checks: only these earn the slippage hint. */
const SLIPPAGE_REASONS = new Set([
  'Too little received',
  'Too much requested',
  'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
  'UniswapV2Router: EXCESSIVE_INPUT_AMOUNT',
])

export function isSlippageRevert(reason: string | undefined): boolean {
  return reason !== undefined && SLIPPAGE_REASONS.has(reason)
}

/** The node did not answer what a transaction needs (an estimate, the latest block): nothing was sent. */
export function unreachableBeforeSendMessage(): string {
  return t`The network could not be reached to prepare this transaction, so nothing was sent. Try again in a moment.`
}
