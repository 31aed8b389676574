import { getAddress } from 'viem'
import { sortTokens } from '../src/addresses.ts'
import type { ChainRoutingConfig } from '../src/chains.ts'
import { getSqrtRatioAtTick, MAX_TICK, MIN_TICK } from '../src/math/v3-math.ts'
import type {
  Address,
  PoolSnapshot,
  PoolState,
  TickInfo,
  TokenInfo,
  V2PairState,
  V3PoolState,
} from '../src/types.ts'

/** Synthetic tokens, pools and snapshots for tests that need no chain. */

export const CHAIN_ID = 1

export function testToken(n: number, symbol: string, decimals = 18): TokenInfo {
  return { chainId: CHAIN_ID, address: getAddress(`0x${n.toString(16).padStart(40, '0')}`), decimals, symbol }
}

export const WETH = testToken(0x1000, 'WETH')
export const USD = testToken(0x2000, 'USD', 6)
export const DAI = testToken(0x3000, 'DAI')
export const BTC = testToken(0x4000, 'BTC', 8)
export const ABC = testToken(0x5000, 'ABC')
export const XYZ = testToken(0x6000, 'XYZ')

export const TEST_CONFIG: ChainRoutingConfig = {
  chainId: CHAIN_ID,
  nativeSymbol: 'ETH',
  wrappedNative: WETH,
  v3Factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
  v2Factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
  tickLens: '0xbfd8137f7d1516D3ea5cA83523914859ec47F573',
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
  baseTokens: [WETH, USD, DAI, BTC],
  feeTiers: [100, 500, 3000, 10000],
  usdStable: { token: USD, referenceAmount: 10n ** 11n },
}

const SPACINGS: Record<number, number> = { 100: 1, 500: 10, 3000: 60, 10000: 200 }
let nextPoolAddress = 0x9000

const fakeAddress = (): Address => getAddress(`0x${(nextPoolAddress++).toString(16).padStart(40, 'a')}`)

export interface Position {
  lower: number
  upper: number
  liquidity: bigint
}

/**
 * A v3 pool with its price at `tick` (of token1 per token0 in raw units, 1.0001^tick) and the
 * given positions (full range when none), with every bitmap word of the tick range "loaded".
 */
export function v3Pool(
  tokenA: TokenInfo,
  tokenB: TokenInfo,
  fee: number,
  tick: number,
  liquidity: bigint,
  positions?: Position[],
): V3PoolState {
  const [token0, token1] = sortTokens(tokenA.address, tokenB.address)
  const tickSpacing = SPACINGS[fee]!
  const minUsable = Math.ceil(MIN_TICK / tickSpacing) * tickSpacing
  const maxUsable = Math.floor(MAX_TICK / tickSpacing) * tickSpacing
  const list = positions ?? [{ lower: minUsable, upper: maxUsable, liquidity }]
  const net = new Map<number, bigint>()
  let active = 0n
  for (const position of list) {
    net.set(position.lower, (net.get(position.lower) ?? 0n) + position.liquidity)
    net.set(position.upper, (net.get(position.upper) ?? 0n) - position.liquidity)
    if (position.lower <= tick && tick < position.upper) active += position.liquidity
  }
  const ticks: TickInfo[] = [...net.entries()]
    .filter(([, liquidityNet]) => liquidityNet !== 0n)
    .map(([index, liquidityNet]) => ({ index, liquidityNet }))
    .sort((a, b) => a.index - b.index)
  return {
    protocol: 'v3',
    address: fakeAddress(),
    token0,
    token1,
    fee,
    tickSpacing,
    sqrtPriceX96: getSqrtRatioAtTick(tick),
    liquidity: active,
    tick,
    ticks,
    wordRange: [Math.floor(MIN_TICK / tickSpacing) >> 8, Math.floor(MAX_TICK / tickSpacing) >> 8],
  }
}

/** A v2 pair holding `amountA` of tokenA and `amountB` of tokenB. */
export function v2Pair(tokenA: TokenInfo, tokenB: TokenInfo, amountA: bigint, amountB: bigint): V2PairState {
  const aIsToken0 = tokenA.address.toLowerCase() < tokenB.address.toLowerCase()
  return {
    protocol: 'v2',
    address: fakeAddress(),
    token0: aIsToken0 ? tokenA.address : tokenB.address,
    token1: aIsToken0 ? tokenB.address : tokenA.address,
    reserve0: aIsToken0 ? amountA : amountB,
    reserve1: aIsToken0 ? amountB : amountA,
  }
}

/** The tick at which one whole tokenA is worth `price` whole tokenB. */
export function tickForPrice(tokenA: TokenInfo, tokenB: TokenInfo, price: number): number {
  const aIsToken0 = tokenA.address.toLowerCase() < tokenB.address.toLowerCase()
  // raw token1 per raw token0
  const raw = aIsToken0
    ? (price * 10 ** tokenB.decimals) / 10 ** tokenA.decimals
    : 10 ** tokenA.decimals / (price * 10 ** tokenB.decimals)
  return Math.round(Math.log(raw) / Math.log(1.0001))
}

export function snapshotOf(pools: PoolState[], gasPriceWei = 10n ** 9n): PoolSnapshot {
  const tokens = new Map<Address, TokenInfo>()
  for (const token of [WETH, USD, DAI, BTC, ABC, XYZ]) tokens.set(token.address, token)
  return { chainId: CHAIN_ID, blockNumber: 100n, gasPriceWei, pools, tokens, transferFees: new Map() }
}
