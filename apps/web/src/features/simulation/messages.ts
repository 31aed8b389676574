import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RevertKind } from '../../lib/simulation/revert'

/** Why the simulated transaction would fail, in words, by class of revert. */
export const REVERT_MESSAGES: Record<Exclude<RevertKind, 'other'>, MessageDescriptor> = {
  slippage: msg`Price moved beyond your slippage tolerance`,
  deadline: msg`Deadline passed`,
  balance: msg`Insufficient balance`,
  allowance: msg`The token allowance does not cover this amount`,
  transfer: msg`The token could not be transferred from your account`,
}

/** The fix that fits each class, offered under the reason. */
export const REVERT_FIXES: Record<RevertKind, MessageDescriptor> = {
  slippage: msg`Raise the slippage tolerance in the settings, or close this and review the new price.`,
  deadline: msg`Close this and review again: a new deadline starts.`,
  balance: msg`Enter a smaller amount.`,
  allowance: msg`Approve the token again, then review.`,
  transfer: msg`Check the token's balance and allowance, then review.`,
  other: msg`The contract refused this transaction. Nothing was sent.`,
}
