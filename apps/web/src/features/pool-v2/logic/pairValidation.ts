import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Token } from '@uniswap/sdk-core'

/** Why two tokens cannot make a v2 pair (spec, pair creation), in the spec's words. */
export type PairProblem = 'CHAIN_IDS' | 'EQUAL' | 'NO_FACTORY'

export const PAIR_PROBLEM_TEXT: Record<PairProblem, MessageDescriptor> = {
  CHAIN_IDS: msg`Not matching chain IDs`,
  EQUAL: msg`Tokens cannot be equal`,
  NO_FACTORY: msg`No V2 factory address on this chain`,
}

/**
 * What keeps two tokens from being a v2 pair on `chainId`, checked in the spec's order: the same chain,
 * different tokens, a known factory; undefined when they can pair.
 */
export function pairProblem(
  chainId: number,
  tokenA: Pick<Token, 'chainId' | 'address'>,
  tokenB: Pick<Token, 'chainId' | 'address'>,
  factoryOf: (chainId: number) => string | undefined,
): PairProblem | undefined {
  if (tokenA.chainId !== tokenB.chainId || tokenA.chainId !== chainId) return 'CHAIN_IDS'
  if (tokenA.address.toLowerCase() === tokenB.address.toLowerCase()) return 'EQUAL'
  if (!factoryOf(chainId)) return 'NO_FACTORY'
  return undefined
}
