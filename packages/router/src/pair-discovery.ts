import type { ChainRoutingConfig } from './chains.ts'
import { type CandidatePool, candidatePools, readPoolStates, readTokens } from './loader.ts'
import type { RouterClient } from './multicall.ts'
import { detectTransferFee } from './transfer-fees.ts'
import type { Address, PoolState, TokenInfo, TransferFee } from './types.ts'

/** What the pool cache already holds: a new pair reads only the rest. */
export interface Known {
  candidates: ReadonlyMap<Address, CandidatePool>
  pools: ReadonlyMap<Address, PoolState>
  tokens: ReadonlyMap<Address, TokenInfo>
  transferFees: ReadonlyMap<Address, TransferFee | null>
}

/** What reading a new pair found, at one block. */
export interface Discovery {
  /** Every candidate of the pair (the pair holds them all, known ones included). */
  candidates: CandidatePool[]
  /** The candidates read now. */
  fresh: CandidatePool[]
  states: PoolState[]
  tokens: Map<Address, TokenInfo>
  transferFees: Map<Address, TransferFee | null>
}

/**
 * Reads what a new pair needs at `blockNumber`: the state of its candidate pools not known yet, the
 * metadata of its tokens, and the transfer fee of its two tokens (`tokens` starts with them, then the
 * base tokens). Reads only; the cache merges the result in its own turn.
 */
export async function readPair(
  client: RouterClient,
  config: ChainRoutingConfig,
  feeTiers: ReadonlyMap<number, number>,
  tokens: readonly Address[],
  blockNumber: bigint,
  known: Known,
): Promise<Discovery> {
  const candidates = pairCandidates(config, tokens, [...feeTiers.keys()])
  const fresh = candidates.filter((candidate) => !known.candidates.has(candidate.address))
  const missingTokens = tokens.filter((token) => !known.tokens.has(token))
  const [states, tokenInfo] = await Promise.all([
    readPoolStates(client, config, fresh, blockNumber, feeTiers),
    readTokens(client, config, missingTokens, blockNumber),
  ])
  const transferFees = new Map<Address, TransferFee | null>()
  const pools = [...states, ...candidates.flatMap((candidate) => known.pools.get(candidate.address) ?? [])]
  for (const token of tokens.slice(0, 2)) {
    if (known.transferFees.has(token) || config.baseTokens.some((base) => base.address === token)) continue
    const fee = await detectTransferFee(client, config, token, pools, blockNumber)
    transferFees.set(token, fee && (fee.buyPpm > 0 || fee.sellPpm > 0) ? fee : null)
  }
  return { candidates, fresh, states, tokens: tokenInfo, transferFees }
}

/** The candidates of each pair of base tokens, shared by every pair: computed once per chain and tiers. */
const baseCandidates = new Map<string, CandidatePool[]>()

/**
 * candidatePools over `tokens` (the pair's two, then the base tokens), in the same order, with the
 * candidates between two base tokens computed once (each candidate is a CREATE2 address: a keccak
 * and a checksum, about 20 µs, and half of a pair's candidates are between base tokens).
 */
export function pairCandidates(
  config: ChainRoutingConfig,
  tokens: readonly Address[],
  feeTiers: readonly number[],
): CandidatePool[] {
  const isBase = new Set(config.baseTokens.map((token) => token.address.toLowerCase()))
  const unique = [...new Map(tokens.map((token) => [token.toLowerCase(), token])).values()]
  const prefix = `${config.chainId}|${config.v3Factory}|${config.v2Factory}|${feeTiers.join()}`
  const candidates: CandidatePool[] = []
  for (let i = 0; i < unique.length; i++) {
    for (let j = i + 1; j < unique.length; j++) {
      const pair = [unique[i]!, unique[j]!] as const
      if (!isBase.has(pair[0].toLowerCase()) || !isBase.has(pair[1].toLowerCase())) {
        candidates.push(...candidatePools(config, pair, feeTiers))
        continue
      }
      const key = `${prefix}|${pair[0].toLowerCase()}|${pair[1].toLowerCase()}`
      let shared = baseCandidates.get(key)
      if (!shared) {
        shared = candidatePools(config, pair, feeTiers)
        if (baseCandidates.size >= 1_000) baseCandidates.clear()
        baseCandidates.set(key, shared)
      }
      candidates.push(...shared)
    }
  }
  return candidates
}
