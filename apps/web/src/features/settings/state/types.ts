import type { SupportedLocale } from './locales'

export interface SerializedToken {
  chainId: number
  address: string
  decimals: number
  symbol?: string
  name?: string
}

export interface SerializedPair {
  token0: SerializedToken
  token1: SerializedToken
}

export interface UserState {
  arbitrumAlphaAcknowledged: boolean
  optimismAlphaAcknowledged: boolean
  /** The system preference, kept in sync by the app. */
  matchesDarkMode: boolean
  /** null: follow the system. */
  userDarkMode: boolean | null
  userExpertMode: boolean
  /** null: pick from the browser. */
  userLocale: SupportedLocale | null
  userClientSideRouter: boolean
  userHideClosedPositions: boolean
  /** Whole basis points out of 10000, 0..5000, or 'auto' to let the interface choose. */
  userSlippageTolerance: number | 'auto'
  /** Seconds a transaction stays valid after it is sent. */
  userDeadline: number
  /** Tokens the user imported, by chain id and address. */
  tokens: { [chainId: number]: { [address: string]: SerializedToken } }
  /** Pairs the user tracks, by chain id and `${addressA};${addressB}`. */
  pairs: { [chainId: number]: { [key: string]: SerializedPair } }
  /** ms since the epoch of the last change. */
  timestamp: number
  URLWarningVisible: boolean
}
