export { ClaimModals } from './ClaimModals'
export { ClaimPopup, UniHeaderButton } from './shell'
export { claimReducer, setShowClaimPopup } from './state'
