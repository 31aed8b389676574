export { AllowanceLoadingButton } from './AllowanceLoading'
export { ApproveButton, type ApproveLabel } from './ApproveButton'
export type { ApprovalState } from './approvalState'
export { approveTransaction } from './approveTransaction'
export { useApproval } from './useApproval'
export { useApprovalState } from './useApprovalState'
export { type PermitSignature, usePermit } from './usePermit'
export {
  isSignatureValid,
  PERMIT_VALIDITY_SECONDS,
  permitDeadline,
  type V2PairPermitSignature,
  v2PermitTypedData,
} from './v2PairPermit'
