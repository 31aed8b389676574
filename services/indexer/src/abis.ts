import { parseAbi } from 'viem'

/** The factory's only event the indexer needs: it announces every pool (and so every address to watch). */
export const factoryAbi = parseAbi([
  'event PoolCreated(address indexed token0, address indexed token1, uint24 indexed fee, int24 tickSpacing, address pool)',
])

/**
 * The pool events that change ticks, price or the pool's token balances. Collect, CollectProtocol and
 * Flash move tokens in or out of the pool too: without them the TVL would drift from the balances.
 */
export const poolAbi = parseAbi([
  'event Initialize(uint160 sqrtPriceX96, int24 tick)',
  'event Mint(address sender, address indexed owner, int24 indexed tickLower, int24 indexed tickUpper, uint128 amount, uint256 amount0, uint256 amount1)',
  'event Burn(address indexed owner, int24 indexed tickLower, int24 indexed tickUpper, uint128 amount, uint256 amount0, uint256 amount1)',
  'event Swap(address indexed sender, address indexed recipient, int256 amount0, int256 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick)',
  'event Collect(address indexed owner, address recipient, int24 indexed tickLower, int24 indexed tickUpper, uint128 amount0, uint128 amount1)',
  'event CollectProtocol(address indexed sender, address indexed recipient, uint128 amount0, uint128 amount1)',
  'event Flash(address indexed sender, address indexed recipient, uint256 amount0, uint256 amount1, uint256 paid0, uint256 paid1)',
])

/** ERC-20 metadata; symbol and name as bytes32 for the old tokens (MKR style) that return them so. */
export const erc20MetadataAbi = parseAbi([
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
  'function name() view returns (string)',
])

export const erc20Bytes32MetadataAbi = parseAbi([
  'function symbol() view returns (bytes32)',
  'function name() view returns (bytes32)',
])

/** The canonical v3 factory: the same address on Ethereum, Optimism and Arbitrum One. */
export const V3_FACTORY_ADDRESS = '0x1F98431c8aD98523631AE4a59f267346ea31F984' as const

/**
 * Blocks at which the canonical factory was deployed on the public chains. A chain whose head is
 * below that block (a devnet that replays the deployment from block 0) is indexed from block 0.
 */
export const FACTORY_DEPLOYMENT_BLOCK: Readonly<Record<number, number>> = {
  1: 12_369_621,
  // Optimism's regenesis of November 2021 carried the factory into its new genesis.
  10: 0,
  42161: 165,
}
