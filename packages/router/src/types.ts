/** The data the router works on: tokens and the state of v2 pairs and v3 pools at one block. */

export type Address = `0x${string}`

export interface TokenInfo {
  chainId: number
  /** Checksummed. */
  address: Address
  decimals: number
  symbol: string
  name?: string
}

/** An initialized tick of a v3 pool: its index and the liquidity added when crossing it upwards. */
export interface TickInfo {
  index: number
  liquidityNet: bigint
}

export interface V3PoolState {
  protocol: 'v3'
  address: Address
  token0: Address
  token1: Address
  /** Fee in hundredths of a basis point: 100, 500, 3000, 10000. */
  fee: number
  tickSpacing: number
  sqrtPriceX96: bigint
  liquidity: bigint
  tick: number
  /** Initialized ticks inside `wordRange`, ascending. */
  ticks: readonly TickInfo[]
  /**
   * Inclusive range of tick-bitmap word positions whose initialized ticks are all in `ticks`. A swap
   * that would need a word outside it cannot be quoted exactly and is refused.
   */
  wordRange: readonly [number, number]
}

export interface V2PairState {
  protocol: 'v2'
  address: Address
  token0: Address
  token1: Address
  reserve0: bigint
  reserve1: bigint
}

export type PoolState = V2PairState | V3PoolState

/**
 * A fee-on-transfer token's fees in parts per million of the amount transferred: `buyPpm` when the
 * token leaves a pool (a buyer receives less), `sellPpm` when it enters one (the pool receives less).
 */
export interface TransferFee {
  buyPpm: number
  sellPpm: number
}

/** Everything a quote needs, read at one block. */
export interface PoolSnapshot {
  chainId: number
  blockNumber: bigint
  /** Gas price of that block, in wei. */
  gasPriceWei: bigint
  pools: readonly PoolState[]
  /** Metadata of every token that appears in `pools`, keyed by checksummed address. */
  tokens: ReadonlyMap<Address, TokenInfo>
  /** Tokens known to charge a fee on transfer; absent means none. */
  transferFees: ReadonlyMap<Address, TransferFee>
}

export type TradeType = 'exactIn' | 'exactOut'
/** Pool protocols. */
export type Protocol = 'v2' | 'v3'
/** A route's protocol: all v2, all v3, or mixed (v2 and v3 pools in one path, exact input only). */
export type RouteProtocol = Protocol | 'mixed'
