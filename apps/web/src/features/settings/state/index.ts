export { type Debounced, debounce } from './debounce'
export { DEFAULT_LOCALE, isSupportedLocale, SUPPORTED_LOCALES, type SupportedLocale } from './locales'
export { mergeUserStates, sameUserState, userRecordKeys } from './merge'
export { migrateUserState, USER_STATE_VERSION } from './migrate'
export {
  getLocalStorage,
  loadPersisted,
  SETTINGS_SAVE_DEBOUNCE_MS,
  type StorageLike,
  savePersisted,
} from './persistence'
export {
  addSerializedPair,
  addSerializedToken,
  createInitialUserState,
  isDarkMode,
  removeSerializedPair,
  removeSerializedToken,
  replaceUserState,
  resetSettingsKeepingTokens,
  toggleURLWarning,
  updateArbitrumAlphaAcknowledged,
  updateHideClosedPositions,
  updateMatchesDarkMode,
  updateOptimismAlphaAcknowledged,
  updateUserClientSideRouter,
  updateUserDarkMode,
  updateUserDeadline,
  updateUserExpertMode,
  updateUserLocale,
  updateUserSlippageTolerance,
  userReducer,
} from './reducer'
export type { SerializedPair, SerializedToken, UserState } from './types'
export {
  DEFAULT_DEADLINE_FROM_NOW,
  isValidDeadline,
  isValidSlippageTolerance,
  MAX_DEADLINE_SECONDS,
  MAX_SLIPPAGE_BIPS,
  MIN_DEADLINE_SECONDS,
  pairKey,
  parseSerializedPair,
  parseSerializedToken,
} from './validation'
