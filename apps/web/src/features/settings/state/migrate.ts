import { isSupportedLocale } from './locales'
import { createInitialUserState } from './reducer'
import type { SerializedPair, SerializedToken, UserState } from './types'
import {
  DEFAULT_DEADLINE_FROM_NOW,
  isRecord,
  isValidDeadline,
  isValidSlippageTolerance,
  pairKey,
  parseSerializedPair,
  parseSerializedToken,
} from './validation'

/**
 * Version of the stored user settings.
 * 1: `userSlippageTolerance` was a percent (0.5 meaning 0.5%).
 * 2: it is whole basis points (50) or 'auto'.
 */
export const USER_STATE_VERSION = 2

function booleanOr(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback
}

function migrateSlippageTolerance(value: unknown, version: number): number | 'auto' {
  const converted = version < 2 && typeof value === 'number' ? Math.round(value * 100) : value
  // Anything unusable becomes 'auto' rather than a guess: a wrong slippage costs the user money.
  return isValidSlippageTolerance(converted) ? converted : 'auto'
}

function migrateTokens(value: unknown): UserState['tokens'] {
  const tokens: UserState['tokens'] = {}
  if (!isRecord(value)) return tokens
  for (const [chainKey, chainTokens] of Object.entries(value)) {
    if (!isRecord(chainTokens)) continue
    const valid: { [address: string]: SerializedToken } = {}
    for (const stored of Object.values(chainTokens)) {
      const token = parseSerializedToken(stored)
      // A token filed under another chain is ambiguous: drop it rather than move it.
      if (token && String(token.chainId) === chainKey) valid[token.address] = token
    }
    if (Object.keys(valid).length > 0) tokens[Number(chainKey)] = valid
  }
  return tokens
}

function migratePairs(value: unknown): UserState['pairs'] {
  const pairs: UserState['pairs'] = {}
  if (!isRecord(value)) return pairs
  for (const [chainKey, chainPairs] of Object.entries(value)) {
    if (!isRecord(chainPairs)) continue
    const valid: { [key: string]: SerializedPair } = {}
    for (const stored of Object.values(chainPairs)) {
      const pair = parseSerializedPair(stored)
      if (pair && String(pair.token0.chainId) === chainKey) {
        valid[pairKey(pair.token0.address, pair.token1.address)] = pair
      }
    }
    if (Object.keys(valid).length > 0) pairs[Number(chainKey)] = valid
  }
  return pairs
}

/**
 * The user settings from a stored document `{ version, user, ... }` written by any version, or from garbage.
 * Each field is kept when valid and otherwise reset to its default, so one bad field never costs the others.
 * A document without a usable version is read as the current version: reading a basis-points value as a
 * percent would multiply the slippage by 100.
 */
export function migrateUserState(stored: unknown, now: number = Date.now()): UserState {
  const document = isRecord(stored) ? stored : {}
  const version =
    typeof document.version === 'number' && Number.isInteger(document.version)
      ? document.version
      : USER_STATE_VERSION
  const user = isRecord(document.user) ? document.user : {}
  const defaults = createInitialUserState(now)

  return {
    arbitrumAlphaAcknowledged: booleanOr(user.arbitrumAlphaAcknowledged, defaults.arbitrumAlphaAcknowledged),
    optimismAlphaAcknowledged: booleanOr(user.optimismAlphaAcknowledged, defaults.optimismAlphaAcknowledged),
    matchesDarkMode: booleanOr(user.matchesDarkMode, defaults.matchesDarkMode),
    userDarkMode: typeof user.userDarkMode === 'boolean' ? user.userDarkMode : defaults.userDarkMode,
    userExpertMode: booleanOr(user.userExpertMode, defaults.userExpertMode),
    userLocale: isSupportedLocale(user.userLocale) ? user.userLocale : defaults.userLocale,
    userClientSideRouter: booleanOr(user.userClientSideRouter, defaults.userClientSideRouter),
    userHideClosedPositions: booleanOr(user.userHideClosedPositions, defaults.userHideClosedPositions),
    userSlippageTolerance: migrateSlippageTolerance(user.userSlippageTolerance, version),
    userDeadline: isValidDeadline(user.userDeadline) ? user.userDeadline : DEFAULT_DEADLINE_FROM_NOW,
    tokens: migrateTokens(user.tokens),
    pairs: migratePairs(user.pairs),
    timestamp:
      typeof user.timestamp === 'number' && Number.isFinite(user.timestamp)
        ? user.timestamp
        : defaults.timestamp,
    URLWarningVisible: booleanOr(user.URLWarningVisible, defaults.URLWarningVisible),
  }
}
