import type { SdkTrade } from '../../routing'

/** The swap confirm dialog's state (spec §4, Swap confirm dialog). */
export interface ConfirmState {
  showConfirm: boolean
  tradeToConfirm: SdkTrade | undefined
  attemptingTxn: boolean
  swapErrorMessage: string | undefined
  txHash: string | undefined
}

export const CLOSED_CONFIRM: ConfirmState = {
  showConfirm: false,
  tradeToConfirm: undefined,
  attemptingTxn: false,
  swapErrorMessage: undefined,
  txHash: undefined,
}
