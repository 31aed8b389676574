export type { ApprovalState } from './approvalState'
export { useApproval } from './useApproval'
export { type PermitSignature, usePermit } from './usePermit'
