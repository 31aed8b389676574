import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export interface ClaimState {
  /** The "UNI has arrived" card: shown when the account has a claim, until dismissed. */
  showClaimPopup: boolean
}

const initialState: ClaimState = { showClaimPopup: false }

const claimSlice = createSlice({
  name: 'claim',
  initialState,
  reducers: {
    setShowClaimPopup(state, action: PayloadAction<boolean>) {
      state.showClaimPopup = action.payload
    },
  },
})

export const { setShowClaimPopup } = claimSlice.actions
export const claimReducer = claimSlice.reducer

declare module '../../core/store' {
  interface RootState {
    claim: ClaimState
  }
}
