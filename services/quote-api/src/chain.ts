import { PoolStateCache, routingConfig } from '@exchange/router'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'

/** The chain could not be read: the request gets 503, the process carries on. */
export class ChainUnavailableError extends Error {
  override name = 'ChainUnavailableError'
}

/** What /ready says of a chain whose last read failed, to anyone but the operator. */
export const UNAVAILABLE = 'the chain could not be read'

/** Layer-2 chains produce blocks every fraction of a second; mainnet every 12 s. */
const LAYER_2 = new Set([10, 69, 42161, 421611])
export const defaultPollingInterval = (chainId: number) => (LAYER_2.has(chainId) ? 250 : 1000)

/**
 * One served chain: a client for its RPC URL, the pool-state cache, and a poller that syncs the
 * cache to every new block. Requests also sync when the poller has fallen behind.
 */
export class ChainRuntime {
  readonly cache: PoolStateCache
  private lastSyncAt = 0
  private lastError: string | undefined
  private inFlight: Promise<bigint> | undefined
  private timer: ReturnType<typeof setTimeout> | undefined
  private stopped = false
  private readonly client
  /** Total supply per token, read at most once a minute (it bounds the amounts asked for). */
  private readonly supplies = new Map<Address, { value: bigint | null; at: number }>()

  constructor(
    readonly chainId: number,
    rpcUrl: string,
    private readonly pollingIntervalMs: number,
  ) {
    this.client = createPublicClient({
      // Every read is pinned to a block; viem's block-number cache would only hide new blocks.
      cacheTime: 0,
      transport: http(rpcUrl, { timeout: 10_000, retryCount: 1, retryDelay: 100 }),
    })
    this.cache = new PoolStateCache({ client: this.client, chainId })
  }

  /**
   * Seconds from which a swap's deadline counts: the later of this server's clock and the chain's latest
   * block. A chain whose clock runs ahead of the server's (a replica whose time was moved, a server clock
   * that lags) would otherwise get calldata that is already 'Transaction too old'.
   */
  async deadlineBase(): Promise<number> {
    const now = Math.floor(Date.now() / 1000)
    const latest = await this.client.getBlock({ blockTag: 'latest' }).catch(() => undefined)
    return latestDeadlineBase(now, latest?.timestamp)
  }

  get config() {
    return routingConfig(this.chainId)!
  }

  start() {
    const tick = async () => {
      if (this.stopped) return
      await this.syncNow().catch(() => undefined)
      if (!this.stopped) this.timer = setTimeout(tick, this.pollingIntervalMs)
    }
    void tick()
  }

  stop() {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
  }

  /** Syncs the cache to the latest block; concurrent callers share one sync. */
  syncNow(): Promise<bigint> {
    if (!this.inFlight) {
      this.inFlight = this.cache
        .sync()
        .then((block) => {
          this.lastSyncAt = Date.now()
          this.lastError = undefined
          return block
        })
        .catch((error: unknown) => {
          this.lastError = error instanceof Error ? error.message.split('\n')[0] : String(error)
          // The provider's words (which may name the endpoint, a key or a quota) stay with the operator.
          throw new ChainUnavailableError(`Chain ${this.chainId} is unreachable`)
        })
        .finally(() => {
          this.inFlight = undefined
        })
    }
    return this.inFlight
  }

  /** Makes sure the cache is no older than two polling intervals. */
  async fresh(): Promise<void> {
    if (Date.now() - this.lastSyncAt > 2 * this.pollingIntervalMs || this.cache.blockNumber === undefined) {
      await this.syncNow()
    }
  }

  /** The token's totalSupply(), or null when it does not answer one (the amount is then not bounded by it). */
  async totalSupply(token: Address): Promise<bigint | null> {
    const known = this.supplies.get(token)
    if (known && Date.now() - known.at < 60_000) return known.value
    const value = await this.client
      .readContract({ address: token, abi: erc20Abi, functionName: 'totalSupply' })
      .catch(() => null)
    if (this.supplies.size >= 10_000) this.supplies.clear()
    this.supplies.set(token, { value, at: Date.now() })
    return value
  }

  /**
   * The chain's state for the readiness probe. The last RPC error's text only for the operator
   * (`withError`); anyone else learns that reading failed, not what the provider said.
   */
  health(withError = false) {
    return {
      blockNumber: this.cache.blockNumber === undefined ? null : String(this.cache.blockNumber),
      syncedMsAgo: this.lastSyncAt ? Date.now() - this.lastSyncAt : null,
      ...(this.lastError ? { error: withError ? this.lastError : UNAVAILABLE } : {}),
    }
  }

  /** Healthy when the last sync succeeded and is recent. */
  get healthy(): boolean {
    return (
      !this.lastError &&
      this.lastSyncAt > 0 &&
      Date.now() - this.lastSyncAt < 10 * this.pollingIntervalMs + 5000
    )
  }
}

/** The later of the server's clock and the latest block's timestamp, in whole seconds. */
export function latestDeadlineBase(nowSeconds: number, blockTimestamp: bigint | undefined): number {
  return blockTimestamp === undefined ? nowSeconds : Math.max(nowSeconds, Number(blockTimestamp))
}

/** What the operator sees of the process in /ready: its memory and each chain's pool cache. */
export function operatorView(chains: Iterable<ChainRuntime>) {
  const { rss, heapUsed } = process.memoryUsage()
  const poolCaches = Object.fromEntries([...chains].map((chain) => [chain.chainId, chain.cache.size]))
  return { rssBytes: rss, heapUsedBytes: heapUsed, poolCaches }
}
