/**
 * Collects the keys asked for in one tick of the event loop and loads them with one query, so that
 * `ticks { pool { id } }` over 1000 ticks costs one pool query, not 1000.
 */
export class Batcher<K, V> {
  private pending = new Map<K, { resolve: (value: V | null) => void; reject: (error: unknown) => void }[]>()
  private readonly cache = new Map<K, Promise<V | null>>()

  constructor(
    private readonly loadMany: (keys: K[]) => Promise<V[]>,
    private readonly keyOf: (value: V) => K,
  ) {}

  load(key: K): Promise<V | null> {
    const cached = this.cache.get(key)
    if (cached) return cached
    const promise = new Promise<V | null>((resolve, reject) => {
      const waiting = this.pending.get(key)
      if (waiting) waiting.push({ resolve, reject })
      else {
        if (this.pending.size === 0) queueMicrotask(() => void this.flush())
        this.pending.set(key, [{ resolve, reject }])
      }
    })
    this.cache.set(key, promise)
    return promise
  }

  private async flush(): Promise<void> {
    const batch = this.pending
    this.pending = new Map()
    try {
      const found = new Map(
        (await this.loadMany([...batch.keys()])).map((value) => [this.keyOf(value), value]),
      )
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key) ?? null)
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error)
    }
  }
}

/**
 * Collects the parents whose child list is asked for in one turn of the event loop (a pool's swaps
 * under `pools(first: 100)`) and loads every parent's rows with one query: a level of nested lists
 * costs one read, not one per parent row. Waits for the microtasks to drain (setImmediate), so that
 * parents completed one microtask after another all join the same read.
 */
export class ListBatcher<V> {
  private pending = new Map<string, { resolve: (rows: V[]) => void; reject: (error: unknown) => void }[]>()
  private readonly cache = new Map<string, Promise<V[]>>()

  constructor(
    private readonly loadMany: (parents: string[]) => Promise<V[]>,
    private readonly parentOf: (row: V) => string,
  ) {}

  load(parent: string): Promise<V[]> {
    const cached = this.cache.get(parent)
    if (cached) return cached
    const promise = new Promise<V[]>((resolve, reject) => {
      if (this.pending.size === 0) setImmediate(() => void this.flush())
      this.pending.set(parent, [{ resolve, reject }])
    })
    this.cache.set(parent, promise)
    return promise
  }

  private async flush(): Promise<void> {
    const batch = this.pending
    this.pending = new Map()
    try {
      const byParent = new Map<string, V[]>()
      for (const row of await this.loadMany([...batch.keys()])) {
        const parent = this.parentOf(row)
        const rows = byParent.get(parent)
        if (rows) rows.push(row)
        else byParent.set(parent, [row])
      }
      for (const [parent, waiters] of batch)
        for (const waiter of waiters) waiter.resolve(byParent.get(parent) ?? [])
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error)
    }
  }
}
