import { parseAbi } from 'viem'

export const v3PoolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
  'function liquidity() view returns (uint128)',
])

export const v2PairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])

export const v3FactoryAbi = parseAbi(['function feeAmountTickSpacing(uint24 fee) view returns (int24)'])

export const tickLensAbi = parseAbi([
  'struct PopulatedTick { int24 tick; int128 liquidityNet; uint128 liquidityGross; }',
  'function getPopulatedTicksInWord(address pool, int16 tickBitmapIndex) view returns (PopulatedTick[] populatedTicks)',
])

export const erc20Abi = parseAbi([
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
  'function name() view returns (string)',
  'function balanceOf(address) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
])

export const erc20Bytes32Abi = parseAbi(['function symbol() view returns (bytes32)'])

/** The factory events that change which pools exist (the cache reads a created pool, or every tier's). */
export const factoryEventsAbi = parseAbi([
  'event PoolCreated(address indexed token0, address indexed token1, uint24 indexed fee, int24 tickSpacing, address pool)',
  'event FeeAmountEnabled(uint24 indexed fee, int24 indexed tickSpacing)',
  'event PairCreated(address indexed token0, address indexed token1, address pair, uint256 count)',
])
