import type { ApplicationModal, ApplicationState, Popup } from './reducer'

/** The slice as mounted in the root state under `application`. */
export interface ApplicationRootState {
  application: ApplicationState
}

export function selectChainId(state: ApplicationRootState): number | null {
  return state.application.chainId
}

/** Latest block seen on `chainId` (the current chain by default); undefined before the first block. */
export function selectBlockNumber(state: ApplicationRootState, chainId?: number | null): number | undefined {
  const id = chainId === undefined ? state.application.chainId : chainId
  return id === null ? undefined : state.application.blockNumber[id]
}

export function selectImplements3085(state: ApplicationRootState): boolean {
  return state.application.implements3085
}

export function selectOpenModal(state: ApplicationRootState): ApplicationModal | null {
  return state.application.openModal
}

export function selectModalIsOpen(state: ApplicationRootState, modal: ApplicationModal): boolean {
  return state.application.openModal === modal
}

export function selectPopupList(state: ApplicationRootState): Popup[] {
  return state.application.popupList
}

/** Popups currently on screen. Returns a new array: memoize before using it in a component selector. */
export function selectActivePopups(state: ApplicationRootState): Popup[] {
  return state.application.popupList.filter((popup) => popup.show)
}
