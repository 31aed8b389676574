import { isSupportedLocale } from './locales'
import { createInitialUserState } from './reducer'
import type { UserState } from './types'
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

/**
 * Stored entries by chain (tokens or pairs): each parsed, and kept under `keyOf` when valid and filed under
 * its own chain; a chain left with none is dropped.
 */
function migrateByChain<Entry>(
  value: unknown,
  parse: (stored: unknown) => Entry | undefined,
  chainOf: (entry: Entry) => number,
  keyOf: (entry: Entry) => string,
): { [chainId: number]: { [key: string]: Entry } } {
  const byChain: { [chainId: number]: { [key: string]: Entry } } = {}
  if (!isRecord(value)) return byChain
  for (const [chainKey, chainEntries] of Object.entries(value)) {
    if (!isRecord(chainEntries)) continue
    const valid: { [key: string]: Entry } = {}
    for (const stored of Object.values(chainEntries)) {
      const entry = parse(stored)
      // An entry filed under another chain is ambiguous: drop it rather than move it.
      if (entry && String(chainOf(entry)) === chainKey) valid[keyOf(entry)] = entry
    }
    if (Object.keys(valid).length > 0) byChain[Number(chainKey)] = valid
  }
  return byChain
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
    tokens: migrateByChain(
      user.tokens,
      parseSerializedToken,
      (token) => token.chainId,
      (token) => token.address,
    ),
    pairs: migrateByChain(
      user.pairs,
      parseSerializedPair,
      (pair) => pair.token0.chainId,
      (pair) => pairKey(pair.token0.address, pair.token1.address),
    ),
    timestamp:
      typeof user.timestamp === 'number' && Number.isFinite(user.timestamp)
        ? user.timestamp
        : defaults.timestamp,
    URLWarningVisible: booleanOr(user.URLWarningVisible, defaults.URLWarningVisible),
  }
}
