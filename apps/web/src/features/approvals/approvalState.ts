/** Whether a spender may move the user's token: unknown until the allowance is read. */
export type ApprovalState = 'UNKNOWN' | 'NOT_APPROVED' | 'PENDING' | 'APPROVED'

/** A pending approval counts as recent for a day; an older one is assumed dropped. */
export const RECENT_APPROVAL_MS = 86_400_000

/**
 * Whether `spender` may move `amount` of a token: the native coin needs no approval; an allowance below the
 * amount is NOT_APPROVED unless an approval for this token and spender is still pending; unknown while the
 * allowance loads.
 */
export function approvalState(options: {
  isNative: boolean
  amount: bigint | undefined
  allowance: bigint | undefined
  pendingApproval: boolean
}): ApprovalState {
  if (options.isNative) return 'APPROVED'
  if (options.amount === undefined || options.allowance === undefined) return 'UNKNOWN'
  if (options.allowance >= options.amount) return 'APPROVED'
  return options.pendingApproval ? 'PENDING' : 'NOT_APPROVED'
}

export function isRecentApproval(addedTime: number, now: number): boolean {
  return now - addedTime < RECENT_APPROVAL_MS
}
