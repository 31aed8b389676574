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

/** The v2 factory's announcement of a pair (the last argument, unnamed in the contract, is the pair count). */
export const v2FactoryAbi = parseAbi([
  'event PairCreated(address indexed token0, address indexed token1, address pair, uint256 pairCount)',
])

/**
 * A v2 pair's events: Sync carries the reserves after every change; Mint, Burn and Swap the amounts.
 * Transfer (of the pair's own liquidity token) is needed for the liquidity a Mint or Burn moves and
 * for the pair's totalSupply: minting comes from the zero address, burning goes to it.
 */
export const v2PairAbi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Sync(uint112 reserve0, uint112 reserve1)',
  'event Mint(address indexed sender, uint256 amount0, uint256 amount1)',
  'event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to)',
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
])

/**
 * The canonical Uniswap v2 factory of each chain the indexer serves v2 for, and its deployment block.
 * The devnet places it on chain 1 only (v2 was not on Optimism or Arbitrum One in the replica's era).
 */
export const V2_FACTORIES: Readonly<Record<number, { address: `0x${string}`; deploymentBlock: number }>> = {
  1: { address: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f', deploymentBlock: 10_000_835 },
}

/** A chain without a v2 factory watches this address, which emits no logs. */
export const NO_V2_FACTORY = '0x0000000000000000000000000000000000000000' as const
