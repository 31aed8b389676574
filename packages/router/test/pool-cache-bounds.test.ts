import {
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionData,
  getAddress,
  type Hex,
  type Log,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { erc20Abi, factoryEventsAbi, v2PairAbi, v3FactoryAbi } from '../src/abis.ts'
import { sortTokens, v2PairAddress } from '../src/addresses.ts'
import { routingConfig } from '../src/chains.ts'
import { candidatePools } from '../src/loader.ts'
import type { RouterClient } from '../src/multicall.ts'
import { pairCandidates } from '../src/pair-discovery.ts'
import { PoolStateCache } from '../src/pool-cache.ts'

/** Issue 48, item 2: the pool cache stays bounded, reads logs in chunks, and discovers beside the quotes. */

const config = routingConfig(1)!
const WETH = config.wrappedNative.address
const USDC = config.usdStable.token.address
const V2_FACTORY = config.v2Factory!
/** The i-th made-up token: every address answers decimals() like an ERC-20. */
const tokenAt = (i: number) => getAddress(`0x${(0xabc0000 + i).toString(16).padStart(40, '0')}`)
const pairOf = (a: Address, b: Address) => {
  const [token0, token1] = sortTokens(a, b)
  return v2PairAddress(V2_FACTORY, token0, token1)
}

const selector = (data: Hex) => data.slice(0, 10)
const DECIMALS = selector(encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }))
const RESERVES = selector(encodeFunctionData({ abi: v2PairAbi, functionName: 'getReserves' }))
const TIER = selector(
  encodeFunctionData({ abi: v3FactoryAbi, functionName: 'feeAmountTickSpacing', args: [500] }),
)
const SPACINGS: Record<number, number> = { 100: 1, 500: 10, 3000: 60, 10000: 200 }

type Call = { target: Address; callData: Hex }

/** A chain where every address is a token with 18 decimals and the v2 pairs of `pairs` exist. */
function fakeChain() {
  const state = {
    block: 5n,
    pairs: new Set<string>(),
    logs: [] as Log[],
    /** Targets of every multicall, in order. */
    reads: [] as Address[][],
    /** Addresses of every eth_getLogs call. */
    logCalls: [] as Address[][],
    hold: undefined as { until: Promise<void>; when: (call: Call) => boolean } | undefined,
  }
  const answer = (call: Call) => {
    const chosen = selector(call.callData)
    if (chosen === DECIMALS)
      return { success: true, returnData: encodeAbiParameters([{ type: 'uint8' }], [18]) }
    if (chosen === TIER) {
      const fee = Number(BigInt(`0x${call.callData.slice(10)}`))
      return { success: true, returnData: encodeAbiParameters([{ type: 'int24' }], [SPACINGS[fee] ?? 0]) }
    }
    if (chosen === RESERVES && state.pairs.has(call.target.toLowerCase()))
      return {
        success: true,
        returnData: encodeAbiParameters(
          [{ type: 'uint112' }, { type: 'uint112' }, { type: 'uint32' }],
          [10n ** 21n, 10n ** 21n, 1],
        ),
      }
    return { success: false, returnData: '0x' }
  }
  const client = {
    getBlockNumber: async () => state.block,
    getBlock: async ({ blockNumber }: { blockNumber: bigint }) => ({ hash: `0x${blockNumber.toString(16)}` }),
    getGasPrice: async () => 1n,
    getLogs: async ({ address }: { address: Address[] }) => {
      state.logCalls.push(address)
      const asked = new Set(address.map((item) => item.toLowerCase()))
      return state.logs.filter((log) => asked.has(log.address.toLowerCase()))
    },
    getCode: async () => undefined,
    call: async () => ({ data: undefined }),
    readContract: async ({ args }: { args: readonly [readonly Call[]] }) => {
      const calls = args[0]
      state.reads.push(calls.map((call) => call.target))
      const hold = state.hold
      if (hold && calls.some(hold.when)) await hold.until
      return calls.map(answer)
    },
  } as unknown as RouterClient
  return { client, state }
}

describe('PoolStateCache bounds', () => {
  it('keeps at most its limits of pairs, candidates and tokens, however many pairs are asked for', async () => {
    const { client } = fakeChain()
    const cache = new PoolStateCache({
      client,
      chainId: 1,
      limits: { maxPairs: 100, maxCandidates: 10_000, maxLooseTokens: 50 },
    })
    for (let i = 0; i < 1_000; i++) {
      await cache.loadToken(tokenAt(i))
      await cache.snapshot(tokenAt(i), WETH)
    }
    // Each pair has 25 candidates of its own (its token with WETH, USDC, USDT, DAI, WBTC, in v2 and
    // four fee tiers), and all share the 50 between the base tokens.
    expect(cache.size.pairs).toBe(100)
    expect(cache.size.candidates).toBe(100 * 25 + 50)
    // The pairs' tokens, the base tokens and the last tokens looked up alone.
    expect(cache.size.tokens).toBeLessThanOrEqual(100 + 5 + 50)
    // The least recently used went: the last pairs are known, the first is read again when asked.
    expect(cache.knows(tokenAt(999), WETH)).toBe(true)
    expect(cache.knows(tokenAt(0), WETH)).toBe(false)
    expect((await cache.snapshot(tokenAt(0), WETH)).tokens.has(tokenAt(0))).toBe(true)
    expect(cache.size.pairs).toBe(100)

    // The bound on candidates holds too: pairs go until they fit.
    const tight = new PoolStateCache({ client, chainId: 1, limits: { maxPairs: 100, maxCandidates: 1_000 } })
    for (let i = 0; i < 300; i++) await tight.snapshot(tokenAt(i), WETH)
    expect(tight.size.candidates).toBeLessThanOrEqual(1_000)
    expect(tight.size.pairs).toBe(Math.floor((1_000 - 50) / 25))
  })

  it("asks eth_getLogs for the known pools' logs in chunks of at most 500 addresses", async () => {
    const { client, state } = fakeChain()
    const cache = new PoolStateCache({ client, chainId: 1 })
    for (let i = 0; i < 600; i++) state.pairs.add(pairOf(tokenAt(i), WETH).toLowerCase())
    for (let i = 0; i < 600; i++) await cache.snapshot(tokenAt(i), WETH)
    expect(cache.size.pools).toBe(600)
    state.block = 6n
    state.logCalls.length = 0
    await cache.sync()
    expect(state.logCalls.length).toBe(2)
    for (const addresses of state.logCalls) expect(addresses.length).toBeLessThanOrEqual(500)
    const asked = new Set(state.logCalls.flat())
    for (let i = 0; i < 600; i++) expect(asked.has(pairOf(tokenAt(i), WETH))).toBe(true)
    expect(asked.has(V2_FACTORY)).toBe(true)
  })

  it('reads only the created pool on a factory event, not every candidate again', async () => {
    const { client, state } = fakeChain()
    const cache = new PoolStateCache({ client, chainId: 1 })
    for (let i = 0; i < 20; i++) await cache.snapshot(tokenAt(i), WETH)
    const created = pairOf(tokenAt(9), USDC)
    expect((await cache.snapshot(tokenAt(9), WETH)).pools).toEqual([])
    state.pairs.add(created.toLowerCase())
    const [token0, token1] = sortTokens(tokenAt(9), USDC)
    state.logs = [
      {
        address: V2_FACTORY,
        topics: encodeEventTopics({
          abi: factoryEventsAbi,
          eventName: 'PairCreated',
          args: { token0, token1 },
        }),
        data: encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [created, 7n]),
        blockNumber: 6n,
        logIndex: 0,
        transactionIndex: 0,
        transactionHash: `0x${'11'.repeat(32)}`,
        blockHash: '0x6',
        removed: false,
      },
    ] as Log[]
    state.block = 6n
    state.reads.length = 0
    await cache.sync()
    expect(state.reads.flat()).toEqual([created])
    expect((await cache.snapshot(tokenAt(9), WETH)).pools.map((pool) => pool.address)).toEqual([created])
  })

  it("answers a known pair's snapshot while a new pair is still being read", async () => {
    const { client, state } = fakeChain()
    const cache = new PoolStateCache({ client, chainId: 1 })
    await cache.snapshot(tokenAt(1), WETH)
    // A new block: the known pair's snapshot is built again, in the cache's turn.
    state.block = 6n
    await cache.sync()
    let release: () => void = () => {}
    state.hold = {
      until: new Promise((done) => {
        release = done
      }),
      when: (call) => call.target === tokenAt(2),
    }
    const slow = cache.snapshot(tokenAt(2), WETH)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const known = await Promise.race([
      cache.snapshot(tokenAt(1), WETH).then((snapshot) => snapshot.blockNumber),
      new Promise<'held up'>((done) => setTimeout(() => done('held up'), 300)),
    ])
    expect(known).toBe(6n)
    release()
    expect((await slow).tokens.has(tokenAt(2))).toBe(true)
  })

  it("computes a pair's candidates as candidatePools does, in its order", () => {
    const bases = config.baseTokens.map((token) => token.address)
    for (const tokens of [
      [tokenAt(1), WETH, ...bases],
      [tokenAt(1), tokenAt(2), ...bases],
      [USDC, WETH, ...bases],
      [tokenAt(3), USDC, ...bases],
    ])
      expect(pairCandidates(config, tokens, [100, 500, 3000, 10000])).toEqual(
        candidatePools(config, tokens, [100, 500, 3000, 10000]),
      )
  })
})
