import type { Token } from '@uniswap/sdk-core'
import { INIT_CODE_HASH } from '@uniswap/v2-sdk'
import { type Address, encodePacked, getCreate2Address, keccak256 } from 'viem'

/**
 * keccak256 of SushiSwap's pair creation code: its pairs' CREATE2 addresses follow from it. (Checked
 * against its mainnet WETH/USDC pair, 0x397F…ACa0; the issue's 0xe18a…f1e3 gives no Sushi pair.)
 */
export const SUSHI_INIT_CODE_HASH = '0xe18a34eb0e04b04f7a0ac29a6e80748dca96319b42c54d679cb821dca90c6303'

/**
 * The replica's Sushi factory (at the canonical address) creates pairs from the v2-core pair code,
 * since no registry package ships Sushi's compiled pair: there the pairs follow Uniswap's hash.
 */
export function sushiInitCodeHash(devnet: boolean): `0x${string}` {
  return devnet ? (INIT_CODE_HASH as `0x${string}`) : SUSHI_INIT_CODE_HASH
}

/** A Sushi pair's address: CREATE2 from the factory with the sorted tokens as salt. */
export function sushiPairAddress(
  factory: Address,
  initCodeHash: `0x${string}`,
  tokenA: Token,
  tokenB: Token,
): Address {
  const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
  return getCreate2Address({
    from: factory,
    salt: keccak256(
      encodePacked(['address', 'address'], [token0.address as Address, token1.address as Address]),
    ),
    bytecodeHash: initCodeHash,
  })
}
