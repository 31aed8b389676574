import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit'
import type { SupportedLocale } from './locales'
import type { SerializedPair, SerializedToken, UserState } from './types'
import {
  DEFAULT_DEADLINE_FROM_NOW,
  isValidDeadline,
  isValidSlippageTolerance,
  pairKey,
  parseSerializedPair,
  parseSerializedToken,
} from './validation'

export function createInitialUserState(now: number = Date.now()): UserState {
  return {
    arbitrumAlphaAcknowledged: false,
    optimismAlphaAcknowledged: false,
    matchesDarkMode: false,
    userDarkMode: null,
    userExpertMode: false,
    userLocale: null,
    userClientSideRouter: false,
    userHideClosedPositions: false,
    userSlippageTolerance: 'auto',
    userDeadline: DEFAULT_DEADLINE_FROM_NOW,
    tokens: {},
    pairs: {},
    timestamp: now,
    URLWarningVisible: true,
  }
}

type TimestampedAction<P> = PayloadAction<P, string, { timestamp: number }>

/**
 * A case reducer that also records when the settings changed. The time is read when the action is created,
 * not in the reducer, so that reducing the same actions always gives the same state.
 */
function timestamped<P>(update: (state: Draft<UserState>, payload: P) => void) {
  return {
    reducer(state: Draft<UserState>, action: TimestampedAction<P>) {
      update(state, action.payload)
      state.timestamp = action.meta.timestamp
    },
    prepare: (payload: P) => ({ payload, meta: { timestamp: Date.now() } }),
  }
}

const userSlice = createSlice({
  name: 'user',
  initialState: () => createInitialUserState(),
  reducers: {
    updateUserDarkMode: timestamped<{ userDarkMode: boolean | null }>((state, { userDarkMode }) => {
      state.userDarkMode = userDarkMode
    }),
    updateMatchesDarkMode: timestamped<{ matchesDarkMode: boolean }>((state, { matchesDarkMode }) => {
      state.matchesDarkMode = matchesDarkMode
    }),
    updateUserExpertMode: timestamped<{ userExpertMode: boolean }>((state, { userExpertMode }) => {
      state.userExpertMode = userExpertMode
    }),
    updateUserLocale: timestamped<{ userLocale: SupportedLocale | null }>((state, { userLocale }) => {
      state.userLocale = userLocale
    }),
    updateUserClientSideRouter: timestamped<{ userClientSideRouter: boolean }>(
      (state, { userClientSideRouter }) => {
        state.userClientSideRouter = userClientSideRouter
      },
    ),
    updateHideClosedPositions: timestamped<{ userHideClosedPositions: boolean }>(
      (state, { userHideClosedPositions }) => {
        state.userHideClosedPositions = userHideClosedPositions
      },
    ),
    updateUserSlippageTolerance: timestamped<{ userSlippageTolerance: number | 'auto' }>(
      (state, { userSlippageTolerance }) => {
        // Out-of-range values are ignored so that the stored state always migrates unchanged.
        if (isValidSlippageTolerance(userSlippageTolerance))
          state.userSlippageTolerance = userSlippageTolerance
      },
    ),
    updateUserDeadline: timestamped<{ userDeadline: number }>((state, { userDeadline }) => {
      if (isValidDeadline(userDeadline)) state.userDeadline = userDeadline
    }),
    addSerializedToken: timestamped<{ serializedToken: SerializedToken }>((state, { serializedToken }) => {
      // Only tokens that would survive the next load are stored.
      const token = parseSerializedToken(serializedToken)
      if (!token) return
      const chainTokens = state.tokens[token.chainId] ?? {}
      chainTokens[token.address] = token
      state.tokens[token.chainId] = chainTokens
    }),
    removeSerializedToken: timestamped<{ chainId: number; address: string }>(
      (state, { chainId, address }) => {
        const chainTokens = state.tokens[chainId]
        if (chainTokens) delete chainTokens[address]
      },
    ),
    addSerializedPair: timestamped<{ serializedPair: SerializedPair }>((state, { serializedPair }) => {
      const pair = parseSerializedPair(serializedPair)
      if (!pair) return
      const chainId = pair.token0.chainId
      const chainPairs = state.pairs[chainId] ?? {}
      chainPairs[pairKey(pair.token0.address, pair.token1.address)] = pair
      state.pairs[chainId] = chainPairs
    }),
    removeSerializedPair: timestamped<{ chainId: number; tokenAAddress: string; tokenBAddress: string }>(
      (state, { chainId, tokenAAddress, tokenBAddress }) => {
        const chainPairs = state.pairs[chainId]
        if (!chainPairs) return
        // The caller may not know in which order the pair was added.
        delete chainPairs[pairKey(tokenAAddress, tokenBAddress)]
        delete chainPairs[pairKey(tokenBAddress, tokenAAddress)]
      },
    ),
    updateArbitrumAlphaAcknowledged: timestamped<{ arbitrumAlphaAcknowledged: boolean }>(
      (state, { arbitrumAlphaAcknowledged }) => {
        state.arbitrumAlphaAcknowledged = arbitrumAlphaAcknowledged
      },
    ),
    updateOptimismAlphaAcknowledged: timestamped<{ optimismAlphaAcknowledged: boolean }>(
      (state, { optimismAlphaAcknowledged }) => {
        state.optimismAlphaAcknowledged = optimismAlphaAcknowledged
      },
    ),
    toggleURLWarning: timestamped<void>((state) => {
      state.URLWarningVisible = !state.URLWarningVisible
    }),
  },
})

export const {
  updateUserDarkMode,
  updateMatchesDarkMode,
  updateUserExpertMode,
  updateUserLocale,
  updateUserClientSideRouter,
  updateHideClosedPositions,
  updateUserSlippageTolerance,
  updateUserDeadline,
  addSerializedToken,
  removeSerializedToken,
  addSerializedPair,
  removeSerializedPair,
  updateArbitrumAlphaAcknowledged,
  updateOptimismAlphaAcknowledged,
  toggleURLWarning,
} = userSlice.actions

export const userReducer = userSlice.reducer

/** The user's choice, or the system preference when they made none. */
export function isDarkMode(state: Pick<UserState, 'userDarkMode' | 'matchesDarkMode'>): boolean {
  return state.userDarkMode ?? state.matchesDarkMode
}

declare module '../../../core/store' {
  interface RootState {
    user: UserState
  }
}
