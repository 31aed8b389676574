import type { Address } from 'viem'
import type { DevnetChainId, TokenSpec } from '../canonical.ts'
import type { AirdropTree } from '../seed/merkle.ts'
import type { SeededPool } from '../seed/v3.ts'

/** What a chain's build leaves behind for the app and the tests: the address book and the airdrop. */

export interface TokenEntry {
  address: Address
  symbol: string
  name: string
  decimals: number
}

export interface PoolEntry extends SeededPool {
  symbol0: string
  symbol1: string
}

export interface PairEntry {
  address: Address
  symbolA: string
  symbolB: string
}

export interface AddressBook {
  chainId: DevnetChainId
  contracts: Record<string, Address>
  tokens: Record<string, TokenEntry>
  /** The fee-on-transfer token and the token on the unsupported list, by symbol. */
  specialTokens: { feeOnTransfer?: string; unsupported?: string }
  /** Tokens no default list names (mainnet only): the honeypot and the 5% tax token, with their v2 pairs. */
  unsafeTokens?: Record<'honeypot' | 'transferTax', TokenEntry & { pair: Address }>
  v3Pools: PoolEntry[]
  v2Pairs: PairEntry[]
  /** Pairs of the Sushi-style fork (mainnet only), at SushiSwap's factory address. */
  sushiPairs: PairEntry[]
  stakingRewards: Record<string, { address: Address; stakingToken: Address }>
  ens: Record<string, Address>
  /** Seeded positions of development account 0 by kind. */
  account0Positions: { inRange?: string; outOfRange?: string; closed?: string }
  proposals: Record<string, string>
}

export interface ChainBuild {
  addressBook: AddressBook
  airdrop?: AirdropTree
}

export const tokenEntry = (token: TokenSpec): TokenEntry => ({
  address: token.address,
  symbol: token.symbol,
  name: token.name,
  decimals: token.decimals,
})

export function tokenEntries(tokens: readonly TokenSpec[]): Record<string, TokenEntry> {
  return Object.fromEntries(tokens.map((token) => [token.symbol, tokenEntry(token)]))
}

export function poolEntries(pools: Map<string, SeededPool>, tokens: readonly TokenSpec[]): PoolEntry[] {
  const symbolOf = (address: Address) => tokens.find((token) => token.address === address)?.symbol ?? '?'
  return [...pools.values()].map((pool) => ({
    ...pool,
    symbol0: symbolOf(pool.token0),
    symbol1: symbolOf(pool.token1),
  }))
}
