import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet } from '@exchange/devnet'
import { startIndexer } from '@exchange/indexer'
import { measure } from './measures.ts'
import { benchIpv6RateLimit, benchNewPairs } from './services-quotes.ts'

/** Issue budgets: an abusive query is refused at once, and does not hold up the others. */
export const ABUSIVE_REFUSAL_BUDGET_MS = 50
export const NORMAL_UNDER_ABUSE_BUDGET_MS = 200

const RUNS = 20
const ROUNDS = 10
const CONCURRENT_ABUSIVE = 10

const ABUSIVE = `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: pools(first: 1000) { id liquidity token0 { symbol } }`).join(' ')} }`
const POOLS =
  '{ pools(first: 100, orderBy: totalValueLockedToken0, orderDirection: desc) { id feeTier liquidity } }'
/** Issue 48: up to 10⁹ rows through nested lists, refused by its cost before any read. */
const NESTED = '{ pools(first: 1000) { swaps(first: 1000) { pool { swaps(first: 1000) { id } } } } }'
/** A nested list within the cost limit: every pool's last swaps, read in one query per level. */
const NESTED_ALLOWED =
  '{ pools(first: 100) { id swaps(first: 10, orderBy: timestamp, orderDirection: desc) { id timestamp pool { id } } } }'

async function post(url: string, query: string): Promise<{ status: number; ms: number; body: unknown }> {
  const started = performance.now()
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  })
  const body: unknown = await response.json()
  return { status: response.status, ms: performance.now() - started, body }
}

type Answer = { data?: { pools?: { swaps: { pool: { id: string } }[]; id: string }[] }; errors?: unknown[] }

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

function report(title: string, measured: string, ms: number, budget: number) {
  measure({ name: `services: ${title}`, value: ms, unit: 'ms', budget: { atMost: budget } })
  console.log(title)
  console.log(`  measured                        ${measured}`)
  console.log(`  budget                          ${budget} ms`)
  console.log(`  ratio                           ${(ms / budget).toFixed(2)}x   (must be <= 1)`)
}

/**
 * The services section: the indexer's GraphQL (on the devnet, embedded database) against an
 * abusive query of 500 aliases, alone and ten at a time beside a normal pools query, and a
 * nested-list query refused by its cost (the rate limit is off there: what is measured is the query
 * limits); then the quote API under 10,000 new token pairs and its rate limit under one IPv6 /64
 * (services-quotes.ts).
 */
export async function benchServices() {
  const devnet = await startDevnet({ l1Port: 0, l2Port: 0 })
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-indexer-'))
  const indexer = await startIndexer({
    port: 0,
    rpcUrls: { 1: devnet.chains[1]!.url },
    dataDir,
    http: { rateLimit: null },
  }).catch(async (error: unknown) => {
    await devnet.stop()
    throw error
  })
  try {
    const url = indexer.graphqlUrls[1]!
    // Warm up both paths.
    for (let i = 0; i < 3; i++) await Promise.all([post(url, ABUSIVE), post(url, POOLS)])

    const refusals: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const { status, ms } = await post(url, ABUSIVE)
      if (status !== 400) throw new Error(`the abusive query was answered with ${status}, not refused`)
      refusals.push(ms)
    }
    const refusal = median(refusals)
    report(
      'services: an abusive GraphQL query (500 aliases) refused by the indexer',
      `${refusal.toFixed(1)} ms (median of ${RUNS}, HTTP 400)`,
      refusal,
      ABUSIVE_REFUSAL_BUDGET_MS,
    )

    const nested: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const { status, ms, body } = await post(url, NESTED)
      const errors = (body as Answer).errors
      if (status !== 200 || !errors || (body as Answer).data)
        throw new Error(`the nested-list query was answered (${status}), not refused by its cost`)
      nested.push(ms)
    }
    const nestedRefusal = median(nested)
    report(
      'services: a nested-list GraphQL query (up to 10⁹ rows) refused by its cost',
      `${nestedRefusal.toFixed(1)} ms to refusal (median of ${RUNS}, before any read)`,
      nestedRefusal,
      ABUSIVE_REFUSAL_BUDGET_MS,
    )
    const allowed: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const { ms, body } = await post(url, NESTED_ALLOWED)
      const pools = (body as Answer).data?.pools
      if (
        !pools?.some((pool) => pool.swaps.length > 0) ||
        pools.some((p) => p.swaps.some((s) => s.pool.id !== p.id))
      )
        throw new Error(
          `the nested list within the limit was not answered right: ${JSON.stringify(body).slice(0, 300)}`,
        )
      allowed.push(ms)
    }
    report(
      'services: 100 pools with their last 10 swaps each (one read per level)',
      `${median(allowed).toFixed(1)} ms (median of ${RUNS})`,
      median(allowed),
      NORMAL_UNDER_ABUSE_BUDGET_MS,
    )

    const alone: number[] = []
    for (let round = 0; round < ROUNDS; round++) alone.push((await post(url, POOLS)).ms)

    const normal: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const abusive = Array.from({ length: CONCURRENT_ABUSIVE }, () => post(url, ABUSIVE))
      const pools = await post(url, POOLS)
      await Promise.all(abusive)
      if (pools.status !== 200) throw new Error(`the pools query failed with ${pools.status}`)
      normal.push(pools.ms)
    }
    const worst = Math.max(...normal)
    report(
      `services: a pools query sent with ${CONCURRENT_ABUSIVE} concurrent abusive ones`,
      `${worst.toFixed(1)} ms (worst of ${ROUNDS} rounds; median ${median(normal).toFixed(1)} ms; alone: median ${median(alone).toFixed(1)} ms, worst ${Math.max(...alone).toFixed(1)} ms)`,
      worst,
      NORMAL_UNDER_ABUSE_BUDGET_MS,
    )
    await benchNewPairs(devnet)
    await benchIpv6RateLimit()
  } finally {
    await indexer.close()
    await devnet.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
