import type { ExploreEvent, PoolPageAnswer, TokenActivityAnswer } from '../data/schemas'

/** One row of a recent-transactions table. */
export interface ActivityRow {
  id: string
  hash: string
  kind: 'swap' | 'add' | 'remove'
  timestamp: number
  amountUSD: number
  /** The two token amounts the pool moved, without sign (what went in and out). */
  amount0: number
  amount1: number
  symbol0: string
  symbol1: string
  account: string
}

const row = (
  event: ExploreEvent,
  kind: ActivityRow['kind'],
  symbols: { symbol0: string; symbol1: string },
): ActivityRow => ({
  id: event.id,
  hash: event.transaction.id,
  kind,
  timestamp: event.timestamp,
  amountUSD: event.amountUSD,
  amount0: Math.abs(event.amount0),
  amount1: Math.abs(event.amount1),
  account: event.origin,
  ...symbols,
})

const newestFirst = (rows: ActivityRow[], limit: number) =>
  // Ids compared by code unit: localeCompare asks ICU's collator each time, far slower and no more right.
  rows.sort((a, b) => b.timestamp - a.timestamp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).slice(0, limit)

/** A pool's recent swaps, mints (adds) and burns (removes), newest first. */
export function poolActivity(answer: PoolPageAnswer, limit = 25): ActivityRow[] {
  if (!answer.pool) return []
  const symbols = { symbol0: answer.pool.token0.symbol, symbol1: answer.pool.token1.symbol }
  return newestFirst(
    [
      ...answer.swaps.map((event) => row(event, 'swap', symbols)),
      ...answer.mints.map((event) => row(event, 'add', symbols)),
      ...answer.burns.map((event) => row(event, 'remove', symbols)),
    ],
    limit,
  )
}

/** A token's recent swaps in any pool (as token0 or token1), newest first, each once. */
export function tokenSwaps(answer: TokenActivityAnswer, limit = 25): ActivityRow[] {
  const seen = new Set<string>()
  const rows: ActivityRow[] = []
  for (const swap of [...answer.swaps0, ...answer.swaps1]) {
    if (seen.has(swap.id)) continue
    seen.add(swap.id)
    rows.push(row(swap, 'swap', { symbol0: swap.pool.token0.symbol, symbol1: swap.pool.token1.symbol }))
  }
  return newestFirst(rows, limit)
}

/** A token's pools (as token0 or token1), by TVL. */
export function tokenPools<Pool extends TokenActivityAnswer['asToken0'][number]>(answer: {
  asToken0: readonly Pool[]
  asToken1: readonly Pool[]
}): Pool[] {
  const byId = new Map([...answer.asToken0, ...answer.asToken1].map((pool) => [pool.id, pool]))
  return [...byId.values()].sort((a, b) => b.totalValueLockedUSD - a.totalValueLockedUSD)
}
