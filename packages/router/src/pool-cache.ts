import { getAddress } from 'viem'
import { sortTokens } from './addresses.ts'
import { type ChainRoutingConfig, routingConfig } from './chains.ts'
import { type CandidatePool, readFeeTiers, readPoolStates, readTokens } from './loader.ts'
import type { RouterClient } from './multicall.ts'
import { type Discovery, type Known, readPair } from './pair-discovery.ts'
import { PairIndex, type PairIndexLimits, type Released } from './pair-index.ts'
import { factoryChanges, LOG_ADDRESSES_PER_CALL, logsOf } from './pool-logs.ts'
import { Slots } from './slots.ts'
import type { Address, PoolSnapshot, PoolState, TokenInfo, TransferFee } from './types.ts'

export interface PoolStateCacheOptions {
  client: RouterClient
  chainId: number
  config?: ChainRoutingConfig
  /** Beyond this many blocks since the last sync, reload everything instead of reading logs. */
  maxLogBlocks?: number
  /** Bounds of the cache (least recently used pairs out): DEFAULT_POOL_CACHE_LIMITS otherwise. */
  limits?: Partial<PairIndexLimits>
  /** Addresses per eth_getLogs call (LOG_ADDRESSES_PER_CALL). */
  logAddressesPerCall?: number
  /** New pairs read at once; more wait for a turn, without holding up quotes of known pairs. */
  maxConcurrentDiscoveries?: number
}

/**
 * About 55 new candidates per new pair (with five base tokens), most of them pools that do not exist:
 * 2,000 pairs and 60,000 candidates are a few tens of megabytes at most, and far more pairs than one
 * instance's users trade in a few minutes.
 */
export const DEFAULT_POOL_CACHE_LIMITS: PairIndexLimits = {
  maxPairs: 2_000,
  maxCandidates: 60_000,
  maxLooseTokens: 4_000,
}

type Synced = { blockNumber: bigint; blockHash: string; gasPriceWei: bigint }

/**
 * Pool state for many token pairs, kept current block by block. A pair's candidate pools are read
 * the first time it is asked for; after that each new block costs eth_getLogs over the known pools
 * and the factories (in chunks of addresses), and only pools that emitted an event (swap, mint, burn,
 * sync...) are read again; a pool or pair a factory creates is read if it is a candidate, and only a
 * fee tier enabled (once in years) reads every candidate again. Everything a snapshot holds was read
 * at the snapshot's block.
 *
 * Reading a new pair (discovery) happens outside the turn that syncs and snapshots (a slow discovery
 * would otherwise hold up every quote), a few at a time, and is merged in a short turn of its own;
 * read at a block the cache has since left, it is read again. The cache is bounded: past its limits
 * the least recently used pairs go, with the candidates, pools and tokens only they held.
 *
 * The cache holds chain state only, nothing about users, so any number of instances can serve the
 * same requests.
 */
export class PoolStateCache {
  readonly chainId: number
  readonly config: ChainRoutingConfig
  private readonly client: RouterClient
  private readonly maxLogBlocks: bigint
  private readonly logAddressesPerCall: number

  private synced: Synced | undefined
  private feeTiers = new Map<number, number>()
  /** Every candidate of a pair kept, existing or not. */
  private readonly candidates = new Map<Address, CandidatePool>()
  private readonly pools = new Map<Address, PoolState>()
  /** Candidates a factory reported created that could not be read yet (a v3 pool not initialized). */
  private readonly created = new Set<Address>()
  private readonly tokens = new Map<Address, TokenInfo>()
  private readonly transferFees = new Map<Address, TransferFee | null>()
  private readonly index: PairIndex
  private readonly snapshots = new Map<string, PoolSnapshot>()
  private readonly discoveries = new Map<string, Promise<void>>()
  private readonly discoverySlots: Slots
  private queue: Promise<unknown> = Promise.resolve()
  /** What discovery looks up before reading (what is known needs no read). */
  private readonly known: Known = {
    candidates: this.candidates,
    pools: this.pools,
    tokens: this.tokens,
    transferFees: this.transferFees,
  }

  constructor(options: PoolStateCacheOptions) {
    const config = options.config ?? routingConfig(options.chainId)
    if (!config) throw new Error(`Unsupported chain ID ${options.chainId}`)
    this.chainId = options.chainId
    this.config = config
    this.client = options.client
    this.maxLogBlocks = BigInt(options.maxLogBlocks ?? 100)
    this.logAddressesPerCall = options.logAddressesPerCall ?? LOG_ADDRESSES_PER_CALL
    this.index = new PairIndex({ ...DEFAULT_POOL_CACHE_LIMITS, ...options.limits })
    this.discoverySlots = new Slots(options.maxConcurrentDiscoveries ?? 2)
  }

  /** The block the cache is at, once it has synced. */
  get blockNumber(): bigint | undefined {
    return this.synced?.blockNumber
  }

  /** How much the cache holds (pairs, candidates, existing pools, tokens). */
  get size(): { pairs: number; candidates: number; pools: number; tokens: number } {
    return {
      pairs: this.index.size.pairs,
      candidates: this.candidates.size,
      pools: this.pools.size,
      tokens: this.tokens.size,
    }
  }

  /** Whether the pair's pools have been read (a snapshot of it then needs no discovery). */
  knows(tokenA: Address, tokenB: Address): boolean {
    return this.index.has(pairKey(tokenA, tokenB))
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
    this.created.clear()
    for (const pool of states) this.pools.set(pool.address, pool)
  }

  private async applyLogs(fromBlock: bigint, toBlock: bigint) {
    const factories = [this.config.v3Factory, ...(this.config.v2Factory ? [this.config.v2Factory] : [])]
    const watched = [...this.pools.keys(), ...this.created, ...factories]
    const logs = await logsOf(this.client, watched, fromBlock, toBlock, this.logAddressesPerCall)
    const changes = factoryChanges(logs, factories)
    if (changes.feeTierEnabled) {
      // Every pair's pools in the new tier may exist now: the tiers and every candidate again.
      await this.reloadAll(toBlock)
      return
    }
    // The pools that emitted an event, and those a factory created that are candidates of a pair.
    const touched = new Set([...logs.map((log) => getAddress(log.address)), ...changes.created])
    const stale = [...touched].flatMap((address) => {
      const candidate = this.candidates.get(address)
      return candidate ? [candidate] : []
    })
    if (stale.length === 0) return
    const states = await readPoolStates(this.client, this.config, stale, toBlock, this.feeTiers)
    for (const candidate of stale) this.pools.delete(candidate.address)
    for (const pool of states) this.pools.set(pool.address, pool)
    for (const address of changes.created)
      if (this.candidates.has(address) && !this.pools.has(address)) this.created.add(address)
    for (const pool of states) this.created.delete(pool.address)
  }

  /**
   * The state of every candidate pool for a trade between two tokens at the cache's block, synced
   * first if the cache never has been. A new pair's pools are read first (outside the turn of the
   * quotes of known pairs), at the block the snapshot is of.
   */
  async snapshot(tokenA: Address, tokenB: Address): Promise<PoolSnapshot> {
    if (!this.synced) await this.sync()
    const [a, b] = sortTokens(getAddress(tokenA), getAddress(tokenB))
    const key = `${a}/${b}`
    const cached = this.snapshots.get(key)
    if (cached && this.index.touch(key)) return cached
    for (let attempt = 0; ; attempt++) {
      if (!this.index.has(key)) await this.discover(key, a, b)
      const snapshot = await this.exclusive(async () => (this.index.has(key) ? this.build(key, a, b) : null))
      if (snapshot) return snapshot
      // Dropped again by other pairs between its discovery and now (a flood of new pairs): once more.
      if (attempt >= 2) throw new Error('The pool cache is too busy with new pairs; try again')
    }
  }

  private build(key: string, a: Address, b: Address): PoolSnapshot {
    const synced = this.synced!
    this.index.touch(key)
    const wanted = new Set(this.pairTokens(a, b).map((token) => token.toLowerCase()))
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
    this.snapshots.set(key, snapshot)
    return snapshot
  }

  private pairTokens(a: Address, b: Address): Address[] {
    return [a, b, ...this.config.baseTokens.map((token) => token.address)]
  }

  private readPair(a: Address, b: Address, blockNumber: bigint): Promise<Discovery> {
    return readPair(this.client, this.config, this.feeTiers, this.pairTokens(a, b), blockNumber, this.known)
  }

  /** Reads a new pair's pools, tokens and transfer fees; one discovery per pair at a time. */
  private discover(key: string, a: Address, b: Address): Promise<void> {
    let running = this.discoveries.get(key)
    if (!running) {
      running = this.discoverySlots
        .run(async () => {
          for (let attempt = 0; ; attempt++) {
            // Read at the cache's block outside its turn; merged only if the block is still that one.
            const synced = this.synced!
            const found = attempt < 2 ? await this.readPair(a, b, synced.blockNumber) : undefined
            const merged = await this.exclusive(async () => {
              if (this.index.has(key)) return true
              if (found && this.synced === synced) {
                this.merge(key, a, b, found)
                return true
              }
              if (!found) {
                // Twice overtaken by new blocks: read in the turn itself, as a last resort.
                this.merge(key, a, b, await this.readPair(a, b, this.synced!.blockNumber))
                return true
              }
              return false
            })
            if (merged) return
          }
        })
        .finally(() => this.discoveries.delete(key))
      this.discoveries.set(key, running)
    }
    return running
  }

  private merge(key: string, a: Address, b: Address, found: Discovery): void {
    for (const candidate of found.fresh)
      if (!this.candidates.has(candidate.address)) this.candidates.set(candidate.address, candidate)
    for (const pool of found.states) if (!this.pools.has(pool.address)) this.pools.set(pool.address, pool)
    for (const [address, info] of found.tokens) this.tokens.set(address, info)
    for (const [token, fee] of found.transferFees) this.transferFees.set(token, fee)
    const released = this.index.add(key, {
      candidates: found.candidates.map((candidate) => candidate.address),
      tokens: this.pairTokens(a, b),
    })
    this.release(released)
  }

  private release(released: Released): void {
    for (const address of released.candidates) {
      this.candidates.delete(address)
      this.pools.delete(address)
      this.created.delete(address)
    }
    for (const token of released.tokens) this.forgetToken(token)
    for (const pair of released.pairs) this.snapshots.delete(pair)
  }

  private forgetToken(token: Address): void {
    this.tokens.delete(token)
    this.transferFees.delete(token)
  }

  /** Token metadata known to the cache (read on chain when a pair was first asked for). */
  token(address: Address): TokenInfo | undefined {
    return this.tokens.get(getAddress(address))
  }

  /** Reads a token's metadata if the cache does not have it yet; undefined if it is no ERC-20. */
  async loadToken(address: Address): Promise<TokenInfo | undefined> {
    const checksummed = getAddress(address)
    const known = this.token(checksummed)
    if (known) return known
    if (!this.synced) await this.sync()
    // A token read is discovery too: it takes a discovery's turn, not a quote's.
    const tokens = await this.discoverySlots.run(() =>
      readTokens(this.client, this.config, [checksummed], this.synced!.blockNumber),
    )
    for (const [key, info] of tokens) {
      this.tokens.set(key, info)
      for (const out of this.index.addLooseToken(key)) this.forgetToken(out)
    }
    return this.token(checksummed)
  }
}

function pairKey(tokenA: Address, tokenB: Address): string {
  const [a, b] = sortTokens(getAddress(tokenA), getAddress(tokenB))
  return `${a}/${b}`
}
