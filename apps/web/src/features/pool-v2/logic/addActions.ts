import type { ApprovalState } from '../../approvals'
import type { AddError } from './addButton'

/** What the add screen's buttons offer: an approval per token still needed, and what Supply does. */
export interface AddV2Actions {
  approveA: boolean
  approveB: boolean
  /** Supply opens the wallet dialog (no account) instead of the confirmation. */
  supplyConnects: boolean
  supplyDisabled: boolean
}

/**
 * An approve button shows for each token not yet approved once the amounts are valid; Supply opens the
 * wallet dialog without an account, is disabled on any other error, and otherwise waits for both approvals.
 */
export function addV2Actions({
  error,
  approvalA,
  approvalB,
}: {
  error: AddError | undefined
  approvalA: ApprovalState
  approvalB: ApprovalState
}): AddV2Actions {
  const approved = approvalA === 'APPROVED' && approvalB === 'APPROVED'
  return {
    approveA: !error && approvalA !== 'APPROVED',
    approveB: !error && approvalB !== 'APPROVED',
    supplyConnects: error?.kind === 'CONNECT_WALLET',
    supplyDisabled: error ? error.kind !== 'CONNECT_WALLET' : !approved,
  }
}
