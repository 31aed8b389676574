import { MAINNET_TOKENS as T } from '@exchange/devnet'
import { type QuoteApi, startQuoteApi } from '@exchange/quote-api'
import { afterAll, describe, expect, it } from 'vitest'
import { type Indexer, startIndexerReader } from '../src/index.ts'
import { FEE_TIER_DISTRIBUTION } from './app-queries.ts'
import { graphql, indexedBlock, indexedTicks } from './chain.ts'
import { indexerSuite } from './indexer-suite.ts'
import { startPostgres } from './postgres.ts'

/**
 * The indexer on a real PostgreSQL server (started by the test: initdb and pg_ctl into a temporary
 * folder), then the production layout on it: the indexing instance, a reader (`ponder serve` on the
 * same database, behind the same gateway) and two stateless quote API replicas, each giving the same
 * answers.
 */
let started = 0
indexerSuite(
  {
    name: 'PostgreSQL',
    start: async () => {
      started = Date.now()
      const server = await startPostgres()
      console.info(`PostgreSQL started in ${Date.now() - started} ms`)
      return server
    },
  },
  (context) => {
    describe('the production layout: one indexer, a reader and two quote API replicas', () => {
      let reader: Indexer | undefined
      const replicas: QuoteApi[] = []

      afterAll(async () => {
        await reader?.close()
        await Promise.all(replicas.map((replica) => replica.close()))
        console.info(`PostgreSQL suite ran for ${Date.now() - started} ms so far`)
      }, 60_000)

      it('a reader serves what the indexer wrote, with the same limits and answers', async () => {
        const databaseUrl = context.databaseUrl()!
        const begun = Date.now()
        reader = await startIndexerReader({ port: 0, databaseUrl })
        console.info(`reader ready in ${Date.now() - begun} ms`)
        const indexer = context.indexer()
        expect(Object.keys(reader.graphqlUrls)).toEqual(['1', '42161'])
        const health = await fetch(`${reader.url}/health`)
        expect(health.status).toBe(200)
        const ready = await fetch(`${reader.url}/ready`)
        expect(await ready.json()).toEqual({ status: 'ready', chains: { 1: true, 42161: true } })

        for (const chainId of [1, 42161] as const) {
          const book = context.devnet().chains[chainId]!.addressBook
          const pool = book.v3Pools[0]!
          const [token0, token1] = [pool.token0.toLowerCase(), pool.token1.toLowerCase()]
          // Nothing is being mined: both read the same rows of the same database.
          const fromIndexer = {
            block: await indexedBlock(indexer.graphqlUrls[chainId]!),
            ticks: await indexedTicks(indexer.graphqlUrls[chainId]!, pool.address),
            tiers: await graphql(indexer.graphqlUrls[chainId]!, FEE_TIER_DISTRIBUTION, { token0, token1 }),
          }
          const fromReader = {
            block: await indexedBlock(reader.graphqlUrls[chainId]!),
            ticks: await indexedTicks(reader.graphqlUrls[chainId]!, pool.address),
            tiers: await graphql(reader.graphqlUrls[chainId]!, FEE_TIER_DISTRIBUTION, { token0, token1 }),
          }
          expect(fromIndexer.ticks.size).toBeGreaterThan(0)
          expect(fromReader).toEqual(fromIndexer)
        }

        // The v2 endpoint too: the same pairs, at the public v2 subgraph's path.
        expect(reader.v2GraphqlUrls).toEqual({ 1: `${reader.url}/subgraphs/name/uniswap/uniswap-v2` })
        const pairsQuery =
          '{ pairs(first: 1000, orderBy: reserveUSD, orderDirection: desc) { id reserve0 reserve1 reserveUSD txCount } }'
        const v2FromIndexer = await graphql<{ pairs: unknown[] }>(indexer.v2GraphqlUrls[1]!, pairsQuery, {})
        expect(v2FromIndexer.pairs.length).toBeGreaterThan(5)
        expect(await graphql(reader.v2GraphqlUrls[1]!, pairsQuery, {})).toEqual(v2FromIndexer)

        // The reader refuses abusive queries as the indexer does.
        const aliases = Array.from({ length: 500 }, (_, i) => `a${i}: pools { id }`).join(' ')
        const abusive = await fetch(reader.graphqlUrls[1]!, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: `{ ${aliases} }` }),
        })
        expect(abusive.status).toBe(400)
        expect(await abusive.json()).toEqual({
          errors: [{ message: 'The query uses more than 20 aliases' }],
        })
      })

      it('two quote API replicas answer the same quote at the same block', async () => {
        const devnet = context.devnet()
        const rpcUrls = { 1: devnet.chains[1]!.url, 42161: devnet.chains[42161]!.url }
        replicas.push(await startQuoteApi({ port: 0, rpcUrls }), await startQuoteApi({ port: 0, rpcUrls }))
        const query = new URLSearchParams({
          tokenInAddress: 'ETH',
          tokenInChainId: '1',
          tokenOutAddress: T.USDC.address,
          tokenOutChainId: '1',
          amount: (300n * 10n ** 18n).toString(),
          type: 'exactIn',
        })
        const answers = await Promise.all(
          replicas.map(async (replica) => {
            const response = await fetch(`${replica.url}/v1/quote?${query}`)
            expect(response.status).toBe(200)
            const { quoteId: _, ...rest } = (await response.json()) as Record<string, unknown>
            return rest
          }),
        )
        expect(answers[0]!.route).toBeDefined()
        expect(answers[1]).toEqual(answers[0])
        for (const replica of replicas) expect((await fetch(`${replica.url}/ready`)).status).toBe(200)
      })
    })
  },
)
