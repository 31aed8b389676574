import type { UserState } from './types'

type Tokens = UserState['tokens']
type Pairs = UserState['pairs']

/** `<chainId>:<key>` of every token and pair, for telling what one tab removed. */
export function userRecordKeys(user: Pick<UserState, 'tokens' | 'pairs'>): Set<string> {
  const keys = new Set<string>()
  for (const [chainId, tokens] of Object.entries(user.tokens)) {
    for (const address of Object.keys(tokens)) keys.add(`token:${chainId}:${address}`)
  }
  for (const [chainId, pairs] of Object.entries(user.pairs)) {
    for (const key of Object.keys(pairs)) keys.add(`pair:${chainId}:${key}`)
  }
  return keys
}

function mergeRecords<T>(
  kind: 'token' | 'pair',
  ours: Record<number, Record<string, T>>,
  theirs: Record<number, Record<string, T>>,
  removedHere: ReadonlySet<string>,
): Record<number, Record<string, T>> {
  const merged: Record<number, Record<string, T>> = {}
  for (const [chainId, records] of Object.entries(ours)) merged[Number(chainId)] = { ...records }
  for (const [chainId, records] of Object.entries(theirs)) {
    for (const [key, record] of Object.entries(records)) {
      if (removedHere.has(`${kind}:${chainId}:${key}`)) continue
      const chain = merged[Number(chainId)] ?? {}
      if (!(key in chain)) chain[key] = record
      merged[Number(chainId)] = chain
    }
  }
  return merged
}

/**
 * The settings document one tab writes when another tab wrote before it: the tokens and pairs of both
 * (except those removed in this tab), and the other settings of whichever tab changed them last.
 */
export function mergeUserStates(
  ours: UserState,
  theirs: UserState,
  removedHere: ReadonlySet<string>,
): UserState {
  const newer = theirs.timestamp > ours.timestamp ? theirs : ours
  return {
    ...newer,
    tokens: mergeRecords('token', ours.tokens, theirs.tokens, removedHere) as Tokens,
    pairs: mergeRecords('pair', ours.pairs, theirs.pairs, removedHere) as Pairs,
  }
}

/** Whether two settings states hold the same values (to avoid writing back what was just read). */
export function sameUserState(a: UserState, b: UserState): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
