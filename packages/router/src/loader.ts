import { getAddress } from 'viem'
import { erc20Abi, erc20Bytes32Abi, tickLensAbi, v2PairAbi, v3FactoryAbi, v3PoolAbi } from './abis.ts'
import { sortTokens, v2PairAddress, v3PoolAddress } from './addresses.ts'
import { type ChainRoutingConfig, routingConfig } from './chains.ts'
import { aggregate, decodeResult, encodeCall, type RouterClient } from './multicall.ts'
import { detectTransferFee } from './transfer-fees.ts'
import type {
  Address,
  PoolSnapshot,
  PoolState,
  Protocol,
  TickInfo,
  TokenInfo,
  TransferFee,
  V2PairState,
  V3PoolState,
} from './types.ts'

/** A pool that may exist: where it would be and what it would trade. */
export interface CandidatePool {
  protocol: Protocol
  address: Address
  token0: Address
  token1: Address
  /** v3 only. */
  fee?: number
}

/**
 * Every v2 pair and v3 pool (in `feeTiers`) between any two of `tokens`: the token pair itself and,
 * through the base tokens, every hop a route of up to three hops can take.
 */
export function candidatePools(
  config: ChainRoutingConfig,
  tokens: readonly Address[],
  feeTiers: readonly number[],
  protocols: readonly Protocol[] = ['v2', 'v3'],
): CandidatePool[] {
  const unique = [...new Map(tokens.map((token) => [token.toLowerCase(), getAddress(token)])).values()]
  const candidates: CandidatePool[] = []
  for (let i = 0; i < unique.length; i++) {
    for (let j = i + 1; j < unique.length; j++) {
      const [token0, token1] = sortTokens(unique[i]!, unique[j]!)
      if (protocols.includes('v2') && config.v2Factory) {
        candidates.push({
          protocol: 'v2',
          address: v2PairAddress(config.v2Factory, token0, token1),
          token0,
          token1,
        })
      }
      if (protocols.includes('v3')) {
        for (const fee of feeTiers) {
          candidates.push({
            protocol: 'v3',
            address: v3PoolAddress(config.v3Factory, token0, token1, fee),
            token0,
            token1,
            fee,
          })
        }
      }
    }
  }
  return candidates
}

/** The fee tiers the chain's factory has enabled, with their tick spacings. */
export async function readFeeTiers(
  client: RouterClient,
  config: ChainRoutingConfig,
  blockNumber: bigint,
): Promise<Map<number, number>> {
  const results = await aggregate(
    client,
    config.multicall3,
    config.feeTiers.map((fee) => encodeCall(config.v3Factory, v3FactoryAbi, 'feeAmountTickSpacing', [fee])),
    blockNumber,
  )
  const tiers = new Map<number, number>()
  config.feeTiers.forEach((fee, index) => {
    const spacing = decodeResult<number>(v3FactoryAbi, 'feeAmountTickSpacing', results[index])
    if (spacing && spacing > 0) tiers.set(fee, spacing)
  })
  return tiers
}

/**
 * How many tick-bitmap words on each side of the current one are read. A word spans 256 tick
 * spacings; this covers at least ±20,480 ticks (a price factor of 7.7 either way) for every tick
 * spacing, the 0.01% pools' spacing of 1 included (80 words: their largest trades go far beyond the
 * ±2,048 ticks of 8 words), and at least two words. Swaps beyond are refused rather than guessed.
 */
export function tickWordsEachSide(tickSpacing: number): number {
  return Math.max(2, Math.ceil(20_480 / (256 * tickSpacing)))
}

type Slot0 = readonly [bigint, number, number, number, number, number, boolean]
type PopulatedTick = { tick: number; liquidityNet: bigint; liquidityGross: bigint }

/**
 * Reads the state of the candidates that exist at `blockNumber`: v2 reserves; v3 slot0, liquidity and
 * the initialized ticks around the price through TickLens, all batched through Multicall3 in two
 * rounds. Candidates without code, and v3 pools not initialized, are left out.
 */
export async function readPoolStates(
  client: RouterClient,
  config: ChainRoutingConfig,
  candidates: readonly CandidatePool[],
  blockNumber: bigint,
  tickSpacings: ReadonlyMap<number, number>,
): Promise<PoolState[]> {
  const calls = candidates.flatMap((candidate) =>
    candidate.protocol === 'v2'
      ? [encodeCall(candidate.address, v2PairAbi, 'getReserves', [])]
      : [
          encodeCall(candidate.address, v3PoolAbi, 'slot0', []),
          encodeCall(candidate.address, v3PoolAbi, 'liquidity', []),
        ],
  )
  const results = await aggregate(client, config.multicall3, calls, blockNumber)
  const pools: PoolState[] = []
  const v3Pools: Omit<V3PoolState, 'ticks' | 'wordRange'>[] = []
  let cursor = 0
  for (const candidate of candidates) {
    if (candidate.protocol === 'v2') {
      const reserves = decodeResult<readonly [bigint, bigint, number]>(
        v2PairAbi,
        'getReserves',
        results[cursor++],
      )
      if (!reserves || reserves[0] === 0n || reserves[1] === 0n) continue
      const pair: V2PairState = {
        protocol: 'v2',
        address: candidate.address,
        token0: candidate.token0,
        token1: candidate.token1,
        reserve0: reserves[0],
        reserve1: reserves[1],
      }
      pools.push(pair)
    } else {
      const slot0 = decodeResult<Slot0>(v3PoolAbi, 'slot0', results[cursor++])
      const liquidity = decodeResult<bigint>(v3PoolAbi, 'liquidity', results[cursor++])
      const tickSpacing = tickSpacings.get(candidate.fee ?? -1)
      if (!slot0 || liquidity === undefined || !tickSpacing || slot0[0] === 0n) continue
      v3Pools.push({
        protocol: 'v3',
        address: candidate.address,
        token0: candidate.token0,
        token1: candidate.token1,
        fee: candidate.fee!,
        tickSpacing,
        sqrtPriceX96: slot0[0],
        tick: slot0[1],
        liquidity,
      })
    }
  }

  const windows = v3Pools.map((pool) => {
    const word = Math.floor(pool.tick / pool.tickSpacing) >> 8
    const each = tickWordsEachSide(pool.tickSpacing)
    // Bitmap word positions are int16 and the tick range ends well inside them.
    const minWord = Math.floor(-887272 / pool.tickSpacing) >> 8
    const maxWord = Math.floor(887272 / pool.tickSpacing) >> 8
    return [Math.max(minWord, word - each), Math.min(maxWord, word + each)] as const
  })
  const tickCalls = v3Pools.flatMap((pool, index) => {
    const [first, last] = windows[index]!
    const words: ReturnType<typeof encodeCall>[] = []
    for (let word = first; word <= last; word++) {
      words.push(encodeCall(config.tickLens, tickLensAbi, 'getPopulatedTicksInWord', [pool.address, word]))
    }
    return words
  })
  // TickLens reads two storage slots per tick: keep each eth_call well inside a node's gas cap.
  const tickResults = await aggregate(client, config.multicall3, tickCalls, blockNumber, 60)
  cursor = 0
  v3Pools.forEach((pool, index) => {
    const [first, last] = windows[index]!
    const ticks: TickInfo[] = []
    let complete = true
    for (let word = first; word <= last; word++) {
      const populated = decodeResult<readonly PopulatedTick[]>(
        tickLensAbi,
        'getPopulatedTicksInWord',
        tickResults[cursor++],
      )
      if (!populated) complete = false
      else for (const tick of populated) ticks.push({ index: tick.tick, liquidityNet: tick.liquidityNet })
    }
    // Without its ticks a pool cannot be quoted exactly: leave it out rather than guess.
    if (!complete) return
    ticks.sort((a, b) => a.index - b.index)
    pools.push({ ...pool, ticks, wordRange: [first, last] })
  })
  return pools
}

/** Decimals and symbols of tokens, read on chain; a bytes32 symbol is decoded too. */
export async function readTokens(
  client: RouterClient,
  config: ChainRoutingConfig,
  addresses: readonly Address[],
  blockNumber: bigint,
): Promise<Map<Address, TokenInfo>> {
  const tokens = new Map<Address, TokenInfo>()
  const unknown: Address[] = []
  for (const address of addresses) {
    const known = [...config.baseTokens, config.wrappedNative].find(
      (token) => token.address.toLowerCase() === address.toLowerCase(),
    )
    if (known) tokens.set(known.address, known)
    else unknown.push(getAddress(address))
  }
  if (unknown.length === 0) return tokens
  const results = await aggregate(
    client,
    config.multicall3,
    unknown.flatMap((address) => [
      encodeCall(address, erc20Abi, 'decimals', []),
      encodeCall(address, erc20Abi, 'symbol', []),
      encodeCall(address, erc20Abi, 'name', []),
    ]),
    blockNumber,
  )
  unknown.forEach((address, index) => {
    const decimals = decodeResult<number>(erc20Abi, 'decimals', results[index * 3])
    if (decimals === undefined) return
    const symbol =
      decodeResult<string>(erc20Abi, 'symbol', results[index * 3 + 1]) ??
      bytes32ToString(decodeResult<string>(erc20Bytes32Abi, 'symbol', results[index * 3 + 1])) ??
      'UNKNOWN'
    const name = decodeResult<string>(erc20Abi, 'name', results[index * 3 + 2])
    tokens.set(address, { chainId: config.chainId, address, decimals, symbol, ...(name ? { name } : {}) })
  })
  return tokens
}

function bytes32ToString(value: string | undefined): string | undefined {
  if (!value) return undefined
  let text = ''
  for (let i = 2; i < value.length; i += 2) {
    const code = Number.parseInt(value.slice(i, i + 2), 16)
    if (code === 0) break
    text += String.fromCharCode(code)
  }
  return text || undefined
}

export interface LoadPoolSnapshotOptions {
  chainId: number
  /** The two tokens of the trade (wrapped addresses; the native coin trades as its wrapped token). */
  tokens: readonly [Address, Address]
  /** Defaults to the latest block. */
  blockNumber?: bigint
  protocols?: readonly Protocol[]
  /** Overrides the built-in configuration of the chain. */
  config?: ChainRoutingConfig
  /** Known transfer fees; tokens not listed are probed on chain (see transfer-fees.ts). */
  transferFees?: ReadonlyMap<Address, TransferFee>
}

/**
 * One-shot loader: the state of every candidate pool for a trade between two tokens, at one block.
 * Works in a browser with any viem PublicClient; the quote API keeps the same state fresh per block
 * with `PoolStateCache` instead.
 */
export async function loadPoolSnapshot(
  client: RouterClient,
  options: LoadPoolSnapshotOptions,
): Promise<PoolSnapshot> {
  const config = options.config ?? routingConfig(options.chainId)
  if (!config) throw new Error(`Unsupported chain ID ${options.chainId}`)
  const blockNumber = options.blockNumber ?? (await client.getBlockNumber({ cacheTime: 0 }))
  const [tickSpacings, gasPriceWei] = await Promise.all([
    readFeeTiers(client, config, blockNumber),
    client.getGasPrice(),
  ])
  const tokenAddresses = [...options.tokens, ...config.baseTokens.map((token) => token.address)]
  const candidates = candidatePools(config, tokenAddresses, [...tickSpacings.keys()], options.protocols)
  const [pools, tokens] = await Promise.all([
    readPoolStates(client, config, candidates, blockNumber, tickSpacings),
    readTokens(client, config, tokenAddresses, blockNumber),
  ])
  const transferFees = new Map<Address, TransferFee>()
  for (const token of options.tokens) {
    const address = getAddress(token)
    if (config.baseTokens.some((base) => base.address === address)) continue
    const known = options.transferFees?.get(address)
    const fee = known ?? (await detectTransferFee(client, config, address, pools, blockNumber))
    if (fee && (fee.buyPpm > 0 || fee.sellPpm > 0)) transferFees.set(address, fee)
  }
  return { chainId: config.chainId, blockNumber, gasPriceWei, pools, tokens, transferFees }
}
