import { type Address, encodePacked, getContractAddress, keccak256 } from 'viem'

/** The two addresses in the order a v2 pair keeps them: token0 has the lower address. */
export function sortTokens(a: Address, b: Address): [Address, Address] {
  return a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
}

/** A v2 pair's address: CREATE2 by the factory with the sorted tokens as the salt. */
export function v2PairAddress(
  factory: Address,
  a: Address,
  b: Address,
  initCodeHash: `0x${string}`,
): Address {
  const [token0, token1] = sortTokens(a, b)
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: initCodeHash,
  })
}

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
