import type { RootState } from '../../core/store'
import type { SupportedLocale } from './state/locales'
import { isDarkMode } from './state/reducer'
import type { SerializedPair, SerializedToken, UserState } from './state/types'

// The settings slice is this feature's own: other features and the shell read it through these selectors
// and the hooks of hooks.ts (scripts/dependency-rules/settings-slice.test.ts checks that nobody else does).

/** The whole slice, for the store's composition and persistence in app/. */
export const selectUserState = (state: RootState): UserState => state.user

/** Expert mode: the spec's setting that, among others, allows a recipient other than the account. */
export const selectExpertMode = (state: RootState): boolean => state.user.userExpertMode

/** The slippage setting: whole basis points 0..5000, or 'auto' for the screen's default. */
export const selectSlippageSetting = (state: RootState): number | 'auto' => state.user.userSlippageTolerance

/** The user's deadline: seconds a transaction stays valid after it is sent (layer 1). */
export const selectUserDeadline = (state: RootState): number => state.user.userDeadline

/** Routing preference: true when the Auto Router is off and trades are routed in the browser. */
export const selectClientSideRouter = (state: RootState): boolean => state.user.userClientSideRouter

export const selectHideClosedPositions = (state: RootState): boolean => state.user.userHideClosedPositions

/** Dark mode: the user's choice, or the system's when the user follows it. */
export const selectDarkMode = (state: RootState): boolean => isDarkMode(state.user)

/** The locale the user picked, or null to pick from the browser. */
export const selectUserLocale = (state: RootState): SupportedLocale | null => state.user.userLocale

export const selectArbitrumAlphaAcknowledged = (state: RootState): boolean =>
  state.user.arbitrumAlphaAcknowledged

export const selectOptimismAlphaAcknowledged = (state: RootState): boolean =>
  state.user.optimismAlphaAcknowledged

/** Tokens the user added (imported) on a chain, by address (undefined when none were). */
export const selectSavedTokens = (
  state: RootState,
  chainId: number,
): { [address: string]: SerializedToken } | undefined => state.user.tokens[chainId]

/** Pairs the user added on a chain, by `${addressA};${addressB}` (undefined when none were). */
export const selectSavedPairs = (
  state: RootState,
  chainId: number,
): { [key: string]: SerializedPair } | undefined => state.user.pairs[chainId]
