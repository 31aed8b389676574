/**
 * Constants of the protocol itself, the same on every chain, in a module with nothing else: the app's
 * entry derives pool addresses from them without the chains' routing configuration.
 */

/** The v3 fee tiers, in hundredths of a basis point. */
export const FEE_TIERS = [100, 500, 3000, 10000] as const

export const INIT_CODE_HASHES = {
  /** keccak256 of UniswapV2Pair's creation code (v2-sdk INIT_CODE_HASH). */
  v2: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
  /** keccak256 of UniswapV3Pool's creation code (v3-sdk POOL_INIT_CODE_HASH). */
  v3: '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54',
} as const
