import type { Token } from '@uniswap/sdk-core'
import { type FeeAmount, Pool } from '@uniswap/v3-sdk'

/**
 * The SDK pool from a pool's chain state, or null when the SDK refuses it (a price and tick that do not
 * agree, say): logged as 'Error when constructing the pool' (spec, errors) and treated as not existing.
 */
export function poolFromState(
  tokens: readonly [Token, Token, FeeAmount],
  state: { sqrtPriceX96: bigint; liquidity: bigint; tick: number },
): Pool | null {
  try {
    return new Pool(
      tokens[0],
      tokens[1],
      tokens[2],
      state.sqrtPriceX96.toString(),
      state.liquidity.toString(),
      state.tick,
    )
  } catch (error) {
    console.error('Error when constructing the pool', error)
    return null
  }
}
