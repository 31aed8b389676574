import type { Address, PoolState, Protocol, RouteProtocol } from '../types.ts'

/** A path through pools from the trade's input token to its output token. */
export interface Route {
  protocol: RouteProtocol
  pools: readonly PoolState[]
  /** The tokens along the route, `pools.length + 1` of them, input first (wrapped native). */
  path: readonly Address[]
  /** Per hop: does the swap sell the pool's token0 for its token1. */
  zeroForOne: readonly boolean[]
  /** Pool addresses joined: identifies the route. */
  key: string
}

export interface EnumerateOptions {
  /** At most this many pools per route (the spec: 3). */
  maxHops: number
  /** Pool protocols routes may use. */
  protocols: readonly Protocol[]
  /**
   * Also routes that mix v2 and v3 pools (SwapRouter02 executes them section by section, exact input
   * only); otherwise each route is all v2 or all v3.
   */
  mixed?: boolean
  /** Tokens a route may pass through; any token when absent. */
  intermediates?: ReadonlySet<string>
  /** Pools to leave out (e.g. v3 pools of a fee-on-transfer token). */
  exclude?: (pool: PoolState) => boolean
}

const lower = (address: string) => address.toLowerCase()

/**
 * A route through `pools` along `path` (one token more than pools), each hop's direction given: its
 * protocol (mixed when both) and its key. Every way of making a route goes through here.
 */
export function routeThrough(
  pools: readonly PoolState[],
  path: readonly Address[],
  zeroForOne: readonly boolean[],
): Route {
  const protocols = new Set(pools.map((pool) => pool.protocol))
  const protocol: RouteProtocol = protocols.size > 1 ? 'mixed' : pools[0]!.protocol
  return { protocol, pools, path, zeroForOne, key: pools.map((pool) => pool.address).join(',') }
}

/**
 * Every simple route (no token visited twice) from `tokenIn` to `tokenOut` of at most `maxHops`
 * pools: all v2, all v3, and with `mixed` also routes combining both.
 */
export function enumerateRoutes(
  pools: readonly PoolState[],
  tokenIn: Address,
  tokenOut: Address,
  options: EnumerateOptions,
): Route[] {
  const routes: Route[] = []
  const target = lower(tokenOut)
  const adjacency = new Map<string, PoolState[]>()
  for (const pool of pools) {
    if (!options.protocols.includes(pool.protocol) || options.exclude?.(pool)) continue
    for (const token of [pool.token0, pool.token1]) {
      const list = adjacency.get(lower(token)) ?? []
      list.push(pool)
      adjacency.set(lower(token), list)
    }
  }
  const visit = (token: Address, pathPools: PoolState[], path: Address[], visited: Set<string>) => {
    for (const pool of adjacency.get(lower(token)) ?? []) {
      const zeroForOne = lower(pool.token0) === lower(token)
      const next = zeroForOne ? pool.token1 : pool.token0
      if (visited.has(lower(next))) continue
      const nextPools = [...pathPools, pool]
      const nextPath = [...path, next]
      if (lower(next) === target) {
        const directions = nextPools.map((p, i) => lower(p.token0) === lower(nextPath[i]!))
        const route = routeThrough(nextPools, nextPath, directions)
        if (route.protocol === 'mixed' && !options.mixed) continue
        routes.push(route)
        continue
      }
      if (nextPools.length >= options.maxHops) continue
      if (options.intermediates && !options.intermediates.has(lower(next))) continue
      visit(next, nextPools, nextPath, new Set([...visited, lower(next)]))
    }
  }
  visit(tokenIn, [], [tokenIn], new Set([lower(tokenIn)]))
  return routes
}

/** Whether two routes share a pool: a split may only combine routes that do not. */
export function sharesPool(a: Route, b: Route): boolean {
  return a.pools.some((pool) => b.pools.some((other) => other.address === pool.address))
}
