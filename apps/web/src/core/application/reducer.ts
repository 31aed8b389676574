import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit'
import { isL2 } from '../../lib/chains'

/** How long a popup stays before it closes by itself. */
export const DEFAULT_TXN_DISMISS_MS = 25_000
/** Layer-2 transactions confirm within seconds, so their popups need not linger. */
export const L2_TXN_DISMISS_MS = 5_000

export enum ApplicationModal {
  WALLET = 'WALLET',
  SETTINGS = 'SETTINGS',
  SELF_CLAIM = 'SELF_CLAIM',
  ADDRESS_CLAIM = 'ADDRESS_CLAIM',
  CLAIM_POPUP = 'CLAIM_POPUP',
  MENU = 'MENU',
  DELEGATE = 'DELEGATE',
  VOTE = 'VOTE',
  POOL_OVERVIEW_OPTIONS = 'POOL_OVERVIEW_OPTIONS',
  NETWORK_SELECTOR = 'NETWORK_SELECTOR',
  PRIVACY_POLICY = 'PRIVACY_POLICY',
  UNI_BALANCE = 'UNI_BALANCE',
}

export type PopupContent = { txn: { hash: string } } | { failedSwitchNetwork: number }

export interface Popup {
  key: string
  show: boolean
  content: PopupContent
  /** null: the popup stays until the user closes it. */
  removeAfterMs: number | null
}

export interface ApplicationState {
  blockNumber: { [chainId: number]: number }
  /** Timestamp (seconds) of the latest block per chain, for the network warning. */
  blockTimestamp: { [chainId: number]: number }
  /** Chains whose latest block poll failed (no block read since): the app's own connection to them is down. */
  networkError: { [chainId: number]: boolean }
  chainId: number | null
  implements3085: boolean
  openModal: ApplicationModal | null
  popupList: Popup[]
}

export const initialState: ApplicationState = {
  blockNumber: {},
  blockTimestamp: {},
  networkError: {},
  chainId: null,
  implements3085: false,
  openModal: null,
  popupList: [],
}

export interface AddPopupPayload {
  content: PopupContent
  key?: string
  removeAfterMs?: number | null
}

/** How long a transaction popup on `chainId` stays before it closes by itself. */
export function txnPopupDismissMs(chainId: number | null | undefined): number {
  return isL2(chainId) ? L2_TXN_DISMISS_MS : DEFAULT_TXN_DISMISS_MS
}

const applicationSlice = createSlice({
  name: 'application',
  initialState,
  reducers: {
    updateBlockNumber(
      state,
      action: PayloadAction<{ chainId: number; blockNumber: number; blockTimestamp?: number }>,
    ) {
      const { chainId, blockNumber, blockTimestamp } = action.payload
      // A block read from the chain: the connection works.
      delete state.networkError[chainId]
      const known = state.blockNumber[chainId]
      // Providers can answer out of order; a late, older block must not move the chain back.
      if (known === undefined || blockNumber > known) {
        state.blockNumber[chainId] = blockNumber
        if (blockTimestamp !== undefined) state.blockTimestamp[chainId] = blockTimestamp
      } else if (blockNumber === known && blockTimestamp !== undefined) {
        // A block first learned from a receipt (no timestamp) gets its timestamp from the next poll.
        state.blockTimestamp[chainId] = blockTimestamp
      }
    },
    setNetworkError(state, action: PayloadAction<{ chainId: number }>) {
      state.networkError[action.payload.chainId] = true
    },
    updateChainId(state, action: PayloadAction<{ chainId: number | null }>) {
      state.chainId = action.payload.chainId
    },
    setImplements3085(state, action: PayloadAction<{ implements3085: boolean }>) {
      state.implements3085 = action.payload.implements3085
    },
    setOpenModal(state, action: PayloadAction<ApplicationModal | null>) {
      // The same button opens and closes its modal.
      state.openModal = action.payload === state.openModal ? null : action.payload
    },
    addPopup: {
      reducer(state, action: PayloadAction<Popup>) {
        const popup = action.payload
        const index = state.popupList.findIndex((p) => p.key === popup.key)
        if (index === -1) state.popupList.push(popup)
        else state.popupList[index] = popup
      },
      // The key is generated here, not in the reducer, so that reducing stays deterministic.
      prepare({ content, key, removeAfterMs }: AddPopupPayload) {
        return {
          payload: {
            key: key ?? nanoid(),
            show: true,
            content,
            removeAfterMs: removeAfterMs === undefined ? DEFAULT_TXN_DISMISS_MS : removeAfterMs,
          },
        }
      },
    },
    removePopup(state, action: PayloadAction<{ key: string }>) {
      // Only hidden: the popup list doubles as a record of what was already shown.
      for (const popup of state.popupList) {
        if (popup.key === action.payload.key) popup.show = false
      }
    },
  },
})

export const {
  updateBlockNumber,
  updateChainId,
  setImplements3085,
  setNetworkError,
  setOpenModal,
  addPopup,
  removePopup,
} = applicationSlice.actions

export const applicationReducer = applicationSlice.reducer
