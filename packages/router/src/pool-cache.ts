import { getAddress } from 'viem'
import { sortTokens } from './addresses.ts'
import { type ChainRoutingConfig, routingConfig } from './chains.ts'
import { type CandidatePool, candidatePools, readFeeTiers, readPoolStates, readTokens } from './loader.ts'
import type { RouterClient } from './multicall.ts'
import { detectTransferFee } from './transfer-fees.ts'
import type { Address, PoolSnapshot, PoolState, TokenInfo, TransferFee } from './types.ts'

export interface PoolStateCacheOptions {
  client: RouterClient
  chainId: number
  config?: ChainRoutingConfig
  /** Beyond this many blocks since the last sync, reload everything instead of reading logs. */
  maxLogBlocks?: number
}

/**
 * Pool state for many token pairs, kept current block by block. A pair's candidate pools are read
 * the first time it is asked for; after that each new block costs one eth_getLogs over the known
 * pools and factories, and only pools that emitted an event (swap, mint, burn, sync...) are read
 * again. A factory event (a pool created, a fee tier enabled) makes the missing candidates be looked
 * for again. Everything a snapshot holds was read at the snapshot's block.
 *
 * The cache holds chain state only, nothing about users, so any number of instances can serve the
 * same requests.
 */
export class PoolStateCache {
  readonly chainId: number
  readonly config: ChainRoutingConfig
  private readonly client: RouterClient
  private readonly maxLogBlocks: bigint

  private synced: { blockNumber: bigint; blockHash: string; gasPriceWei: bigint } | undefined
  private feeTiers = new Map<number, number>()
  /** Every candidate looked at, existing or not. */
  private readonly candidates = new Map<Address, CandidatePool>()
  private readonly pools = new Map<Address, PoolState>()
  private readonly tokens = new Map<Address, TokenInfo>()
  private readonly transferFees = new Map<Address, TransferFee | null>()
  /** Token sets already discovered, keyed by the sorted pair. */
  private readonly discovered = new Set<string>()
  private readonly snapshots = new Map<string, PoolSnapshot>()
  private queue: Promise<unknown> = Promise.resolve()

  constructor(options: PoolStateCacheOptions) {
    const config = options.config ?? routingConfig(options.chainId)
    if (!config) throw new Error(`Unsupported chain ID ${options.chainId}`)
    this.chainId = options.chainId
    this.config = config
    this.client = options.client
    this.maxLogBlocks = BigInt(options.maxLogBlocks ?? 100)
  }

  /** The block the cache is at, once it has synced. */
  get blockNumber(): bigint | undefined {
    return this.synced?.blockNumber
  }

  /** Runs mutations one at a time, so that reads and refreshes never interleave. */
  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(task, task)
    this.queue = result.catch(() => undefined)
    return result
  }

  /** Brings every cached pool to `blockNumber` (the latest block by default). */
  async sync(blockNumber?: bigint): Promise<bigint> {
    // The latest block is asked before taking the turn: a poll that finds no new block (most polls)
    // then never holds up the snapshots queued behind it while its request is answered.
    const asked = this.synced
    const latest = blockNumber ?? (await this.client.getBlockNumber({ cacheTime: 0 }))
    if (asked && this.synced === asked && latest === asked.blockNumber) return latest
    return this.exclusive(async () => {
      // Another sync ran meanwhile: the block asked for may be older than its, so ask again.
      const target =
        blockNumber ?? (this.synced === asked ? latest : await this.client.getBlockNumber({ cacheTime: 0 }))
      const synced = this.synced
      if (synced && target === synced.blockNumber) return synced.blockNumber
      const [block, gasPriceWei] = await Promise.all([this.blockHash(target), this.client.getGasPrice()])
      // A chain that went back (a reorganisation, or a devnet reverted to a snapshot), a long gap, or
      // a block we synced to that is no longer on the chain: read everything again.
      if (
        !synced ||
        target < synced.blockNumber ||
        target - synced.blockNumber > this.maxLogBlocks ||
        !(await this.sameChain(synced))
      ) {
        await this.reloadAll(target)
      } else {
        await this.applyLogs(synced.blockNumber + 1n, target)
      }
      this.synced = { blockNumber: target, blockHash: block, gasPriceWei }
      this.snapshots.clear()
      return target
    })
  }

  private async blockHash(blockNumber: bigint): Promise<string> {
    const block = await this.client.getBlock({ blockNumber })
    return block.hash ?? ''
  }

  /** False when the block we synced to is no longer on the chain (a reorganisation). */
  private async sameChain(synced: { blockNumber: bigint; blockHash: string }): Promise<boolean> {
    if (!synced.blockHash) return true
    return (await this.blockHash(synced.blockNumber)) === synced.blockHash
  }

  private async reloadAll(blockNumber: bigint) {
    this.feeTiers = await readFeeTiers(this.client, this.config, blockNumber)
    const candidates = [...this.candidates.values()].filter(
      (candidate) => candidate.protocol === 'v2' || this.feeTiers.has(candidate.fee!),
    )
    const states = await readPoolStates(this.client, this.config, candidates, blockNumber, this.feeTiers)
    this.pools.clear()
    for (const pool of states) this.pools.set(pool.address, pool)
  }

  private async applyLogs(fromBlock: bigint, toBlock: bigint) {
    const factories = [this.config.v3Factory, ...(this.config.v2Factory ? [this.config.v2Factory] : [])]
    const watched = [...this.pools.keys(), ...factories]
    const logs = await this.client.getLogs({ address: watched, fromBlock, toBlock })
    const touched = new Set(logs.map((log) => getAddress(log.address)))
    if (factories.some((factory) => touched.has(factory))) {
      // A pool was created or a fee tier enabled: look at every candidate again.
      await this.reloadAll(toBlock)
      return
    }
    const stale = [...touched].flatMap((address) => {
      const candidate = this.candidates.get(address)
      return candidate ? [candidate] : []
    })
    if (stale.length === 0) return
    const states = await readPoolStates(this.client, this.config, stale, toBlock, this.feeTiers)
    for (const candidate of stale) this.pools.delete(candidate.address)
    for (const pool of states) this.pools.set(pool.address, pool)
  }

  /**
   * The state of every candidate pool for a trade between two tokens at the cache's block, synced
   * first if the cache never has been. Reading a new pair's pools happens at that same block.
   */
  async snapshot(tokenA: Address, tokenB: Address): Promise<PoolSnapshot> {
    if (!this.synced) await this.sync()
    const [a, b] = sortTokens(getAddress(tokenA), getAddress(tokenB))
    const key = `${a}/${b}`
    const cached = this.snapshots.get(key)
    if (cached) return cached
    return this.exclusive(async () => {
      const synced = this.synced!
      const tokens = [a, b, ...this.config.baseTokens.map((token) => token.address)]
      if (!this.discovered.has(key)) {
        const fresh = candidatePools(this.config, tokens, [...this.feeTiers.keys()]).filter(
          (candidate) => !this.candidates.has(candidate.address),
        )
        const missingTokens = tokens.filter((token) => !this.tokens.has(token))
        const [states, tokenInfo] = await Promise.all([
          readPoolStates(this.client, this.config, fresh, synced.blockNumber, this.feeTiers),
          readTokens(this.client, this.config, missingTokens, synced.blockNumber),
        ])
        for (const candidate of fresh) this.candidates.set(candidate.address, candidate)
        for (const pool of states) this.pools.set(pool.address, pool)
        for (const [address, info] of tokenInfo) this.tokens.set(address, info)
        for (const token of [a, b]) {
          if (this.transferFees.has(token) || this.config.baseTokens.some((base) => base.address === token))
            continue
          const fee = await detectTransferFee(
            this.client,
            this.config,
            token,
            [...this.pools.values()],
            synced.blockNumber,
          )
          this.transferFees.set(token, fee && (fee.buyPpm > 0 || fee.sellPpm > 0) ? fee : null)
        }
        this.discovered.add(key)
      }
      const wanted = new Set(tokens.map((token) => token.toLowerCase()))
      const pools = [...this.pools.values()].filter(
        (pool) => wanted.has(pool.token0.toLowerCase()) && wanted.has(pool.token1.toLowerCase()),
      )
      const transferFees = new Map<Address, TransferFee>()
      for (const token of [a, b]) {
        const fee = this.transferFees.get(token)
        if (fee) transferFees.set(token, fee)
      }
      const snapshot: PoolSnapshot = {
        chainId: this.chainId,
        blockNumber: synced.blockNumber,
        gasPriceWei: synced.gasPriceWei,
        pools,
        tokens: new Map([...this.tokens].filter(([address]) => wanted.has(address.toLowerCase()))),
        transferFees,
      }
      // Only a snapshot of the current block is worth keeping.
      if (this.synced === synced) this.snapshots.set(key, snapshot)
      return snapshot
    })
  }

  /** Token metadata known to the cache (read on chain when a pair was first asked for). */
  token(address: Address): TokenInfo | undefined {
    return this.tokens.get(getAddress(address))
  }

  /** Reads a token's metadata if the cache does not have it yet; undefined if it is no ERC-20. */
  async loadToken(address: Address): Promise<TokenInfo | undefined> {
    const known = this.token(address)
    if (known) return known
    if (!this.synced) await this.sync()
    const tokens = await readTokens(this.client, this.config, [getAddress(address)], this.synced!.blockNumber)
    for (const [key, info] of tokens) this.tokens.set(key, info)
    return this.token(address)
  }
}
