import { getVersionUpgrade, minVersionBump, type TokenList, VersionUpgrade } from '@uniswap/token-lists'

export type AutoUpdateDecision = 'apply' | 'ignore' | 'breaking-not-applied'

/**
 * Whether a loaded update of a list may replace the current one without asking the user.
 *
 * - No version increase (same version or a downgrade): 'ignore'.
 * - A patch or minor bump: 'apply' when the bump is at least what the token changes require (a change needs a
 *   patch, an added token a minor, a removed token a major bump), else 'breaking-not-applied'; the caller
 *   logs it and the update stays pending for the user.
 * - A major bump: 'apply'.
 */
export function autoUpdateDecision(current: TokenList, update: TokenList): AutoUpdateDecision {
  const bump = getVersionUpgrade(current.version, update.version)
  switch (bump) {
    case VersionUpgrade.NONE:
      return 'ignore'
    case VersionUpgrade.PATCH:
    case VersionUpgrade.MINOR:
      return bump >= minVersionBump(current.tokens, update.tokens) ? 'apply' : 'breaking-not-applied'
    case VersionUpgrade.MAJOR:
      return 'apply'
  }
}
