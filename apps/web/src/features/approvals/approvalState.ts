/** Whether a spender may move the user's token: unknown until the allowance is read. */
export type ApprovalState = 'UNKNOWN' | 'NOT_APPROVED' | 'PENDING' | 'APPROVED'

/** A pending approval counts as recent for a day; an older one is assumed dropped. */
export const RECENT_APPROVAL_MS = 86_400_000

/** An allowance as read, with the block it was read at (undefined when the block is not known). */
export interface AllowanceRead {
  value: bigint
  blockNumber: bigint | undefined
}

/**
 * Whether `spender` may move `amount` of a token: the native coin needs no approval; unknown while the
 * allowance or the amount is not known; an allowance below the amount is PENDING while an approval for this
 * token and spender is on its way, or mined in a block later than the allowance was read at (the allowance
 * is read again for that block), else NOT_APPROVED.
 */
export function approvalState(options: {
  isNative: boolean
  amount: bigint | undefined
  allowance: bigint | undefined
  pendingApproval: boolean
  /** The block the allowance was read at. */
  allowanceBlock?: bigint | undefined
  /** The block of the latest mined approval of this token for this spender. */
  minedApprovalBlock?: bigint | undefined
}): ApprovalState {
  if (options.isNative) return 'APPROVED'
  if (options.amount === undefined || options.allowance === undefined) return 'UNKNOWN'
  if (options.allowance >= options.amount) return 'APPROVED'
  if (options.pendingApproval) return 'PENDING'
  return isStale(options.allowanceBlock, options.minedApprovalBlock) ? 'PENDING' : 'NOT_APPROVED'
}

/** The allowance was read before the approval's block, or at a block not known. */
export function isStale(allowanceBlock: bigint | undefined, minedApprovalBlock: bigint | undefined): boolean {
  if (minedApprovalBlock === undefined) return false
  return allowanceBlock === undefined || allowanceBlock < minedApprovalBlock
}

/** The later of two reads of the same allowance (the first when neither says its block). */
export function newestAllowance(
  a: AllowanceRead | undefined,
  b: AllowanceRead | undefined,
): AllowanceRead | undefined {
  if (!a) return b
  if (!b) return a
  if (b.blockNumber === undefined) return a
  if (a.blockNumber === undefined) return b
  return b.blockNumber > a.blockNumber ? b : a
}

export function isRecentApproval(addedTime: number, now: number): boolean {
  return now - addedTime < RECENT_APPROVAL_MS
}
