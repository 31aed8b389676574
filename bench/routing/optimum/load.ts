import {
  type Address,
  readFeeTiers,
  routingConfig,
  sortTokens,
  v2PairAddress,
  v3PoolAddress,
} from '@exchange/router'
import { type PublicClient, parseAbi } from 'viem'
import type { OptimumPool, V3Pool } from './pools.ts'

const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
  'function liquidity() view returns (uint128)',
  'function tickBitmap(int16 wordPosition) view returns (uint256)',
])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])
const tickLensAbi = parseAbi([
  'struct PopulatedTick { int24 tick; int128 liquidityNet; uint128 liquidityGross; }',
  'function getPopulatedTicksInWord(address pool, int16 tickBitmapIndex) view returns (PopulatedTick[] populatedTicks)',
])

const MIN_TICK = -887272
const MAX_TICK = 887272

/**
 * Every Uniswap v2 pair and v3 pool (every fee tier the factory enables) between any two of `tokens`
 * at `blockNumber`, each v3 pool with all its initialized ticks: the whole tick bitmap (every word
 * from the lowest to the highest usable tick), then TickLens for the words with a bit set. The ticks
 * are checked to be complete: their liquidityNet sums to zero and to the pool's liquidity at its tick.
 */
export async function loadAllPools(
  client: PublicClient,
  chainId: number,
  tokens: readonly Address[],
  blockNumber: bigint,
): Promise<OptimumPool[]> {
  const config = routingConfig(chainId)
  if (!config) throw new Error(`no routing configuration for chain ${chainId}`)
  const multicallAddress = config.multicall3
  const call = <T>(contracts: readonly unknown[], batchSize = 50_000) =>
    client.multicall({
      // viem's contract-call union is not inferable over a mixed array: every caller checks the results.
      contracts: contracts as Parameters<typeof client.multicall>[0]['contracts'],
      blockNumber,
      multicallAddress,
      allowFailure: true,
      batchSize,
    }) as Promise<{ status: 'success' | 'failure'; result?: T }[]>
  const tickSpacings = await readFeeTiers(client, config, blockNumber)
  const pairs: [Address, Address][] = []
  for (let i = 0; i < tokens.length; i++) {
    for (let j = i + 1; j < tokens.length; j++) pairs.push(sortTokens(tokens[i]!, tokens[j]!))
  }
  const pools: OptimumPool[] = []
  if (config.v2Factory) {
    const addresses = pairs.map(([a, b]) => v2PairAddress(config.v2Factory!, a, b))
    const reserves = await call<readonly [bigint, bigint, number]>(
      addresses.map((address) => ({ address, abi: pairAbi, functionName: 'getReserves' })),
    )
    reserves.forEach((entry, i) => {
      if (entry.status !== 'success' || !entry.result) return
      const [reserve0, reserve1] = entry.result
      if (reserve0 === 0n || reserve1 === 0n) return
      const [token0, token1] = pairs[i]!
      pools.push({ kind: 'v2', id: addresses[i]!, token0, token1, reserve0, reserve1 })
    })
  }
  const candidates = pairs.flatMap(([token0, token1]) =>
    [...tickSpacings].map(([fee, tickSpacing]) => ({
      address: v3PoolAddress(config.v3Factory, token0, token1, fee),
      token0,
      token1,
      fee,
      tickSpacing,
    })),
  )
  const states = await call<unknown>(
    candidates.flatMap(({ address }) => [
      { address, abi: poolAbi, functionName: 'slot0' },
      { address, abi: poolAbi, functionName: 'liquidity' },
    ]),
  )
  const v3: Omit<V3Pool, 'ticks'>[] = []
  candidates.forEach((candidate, i) => {
    const slot0 = states[2 * i]!
    const liquidity = states[2 * i + 1]!
    if (slot0.status !== 'success' || liquidity.status !== 'success') return
    const [sqrtPriceX96, tick] = slot0.result as readonly [bigint, number]
    if (sqrtPriceX96 === 0n) return
    v3.push({
      kind: 'v3',
      id: candidate.address,
      token0: candidate.token0,
      token1: candidate.token1,
      fee: candidate.fee,
      tickSpacing: candidate.tickSpacing,
      sqrtPriceX96,
      tick,
      liquidity: liquidity.result as bigint,
    })
  })
  // The whole bitmap of every pool: word positions of the lowest to the highest usable tick.
  const words = v3.flatMap((pool, index) => {
    const first = Math.floor(MIN_TICK / pool.tickSpacing) >> 8
    const last = Math.floor(MAX_TICK / pool.tickSpacing) >> 8
    return Array.from({ length: last - first + 1 }, (_, k) => ({ index, word: first + k }))
  })
  const bitmaps = await call<bigint>(
    words.map(({ index, word }) => ({
      address: v3[index]!.id as Address,
      abi: poolAbi,
      functionName: 'tickBitmap',
      args: [word],
    })),
    20_000,
  )
  const populated = words.filter((_, k) => {
    const entry = bitmaps[k]!
    if (entry.status !== 'success') {
      throw new Error(`tickBitmap failed for ${v3[words[k]!.index]!.id}`, {
        cause: (entry as { error?: unknown }).error,
      })
    }
    return entry.result !== 0n
  })
  const lens = await call<readonly { tick: number; liquidityNet: bigint }[]>(
    populated.map(({ index, word }) => ({
      address: config.tickLens,
      abi: tickLensAbi,
      functionName: 'getPopulatedTicksInWord',
      args: [v3[index]!.id, word],
    })),
    4_000,
  )
  const ticks = v3.map(() => [] as { index: number; liquidityNet: bigint }[])
  populated.forEach(({ index }, k) => {
    const entry = lens[k]!
    if (entry.status !== 'success' || !entry.result) throw new Error(`TickLens failed for ${v3[index]!.id}`)
    for (const tick of entry.result) ticks[index]!.push({ index: tick.tick, liquidityNet: tick.liquidityNet })
  })
  v3.forEach((pool, index) => {
    const sorted = ticks[index]!.sort((a, b) => a.index - b.index)
    const total = sorted.reduce((sum, tick) => sum + tick.liquidityNet, 0n)
    const atTick = sorted.reduce((sum, tick) => (tick.index <= pool.tick ? sum + tick.liquidityNet : sum), 0n)
    if (total !== 0n || atTick !== pool.liquidity) {
      throw new Error(
        `incomplete ticks for pool ${pool.id}: net sum ${total}, ${atTick} at tick vs ${pool.liquidity}`,
      )
    }
    if (sorted.length > 0) pools.push({ ...pool, ticks: sorted })
  })
  return pools
}
