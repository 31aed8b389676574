import { sortTokens } from '@exchange/router'
import type { Address } from 'viem'

/** A pair's reserve of `token`, given the pair's reserves in token0/token1 order. */
export function reserveOf(token: Address, other: Address, reserves: readonly [bigint, bigint]): bigint {
  const [token0] = sortTokens(token, other)
  return token0.toLowerCase() === token.toLowerCase() ? reserves[0] : reserves[1]
}

/**
 * What `liquidity` liquidity tokens of a pair with `quoteReserve` of a token are worth in that token:
 * both sides of the pair are worth the same, so twice their share of the reserve. Zero when the pair has
 * no liquidity.
 */
export function liquidityValueIn(liquidity: bigint, totalLiquidity: bigint, quoteReserve: bigint): bigint {
  if (totalLiquidity <= 0n) return 0n
  return (2n * quoteReserve * liquidity) / totalLiquidity
}

/**
 * `amount` of a token converted at a pair's mid price (its reserves), from the reserve of the token to the
 * reserve of the other; undefined when the pair is empty.
 */
export function quoteAtMidPrice(amount: bigint, reserveIn: bigint, reserveOut: bigint): bigint | undefined {
  if (reserveIn <= 0n || reserveOut <= 0n) return undefined
  return (amount * reserveOut) / reserveIn
}
