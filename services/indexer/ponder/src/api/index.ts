import { db } from 'ponder:api'
import type { GraphQLSchema } from 'graphql'
import { Hono } from 'hono'
import { INDEXER_DEFAULTS } from '../../../src/http-defaults.ts'
import { decodeSettings, SETTINGS_ENV, subgraphPath, v2SubgraphPath } from '../../../src/settings.ts'
import { limitStatementTime } from '../../../src/statement-timeout.ts'
import { handleGraphqlRequest } from '../../../src/subgraph/http.ts'
import { DEFAULT_LIMITS } from '../../../src/subgraph/limits.ts'
import { createSubgraphSchema } from '../../../src/subgraph/schema.ts'
import { createV2SubgraphSchema } from '../../../src/subgraph/v2-schema.ts'
import { applyFinality, keepShutdownGraceful } from './adjust.ts'
import { createDrizzleSource } from './source.ts'

const settings = decodeSettings(process.env[SETTINGS_ENV])
applyFinality(settings)
keepShutdownGraceful()

const { chain } = settings
// On PostgreSQL the server cancels a read still running when its query's time is up (drizzle's
// node-postgres database holds Ponder's read-only pool as `$client`; its type does not say so).
if (settings.database.kind === 'postgres')
  limitStatementTime(
    (db as unknown as { $client: Parameters<typeof limitStatementTime>[0] }).$client,
    DEFAULT_LIMITS.timeoutMs,
  )
const source = createDrizzleSource(db, chain.chainId, settings.schema, chain.network)
const app = new Hono()

// The chain's GraphQL endpoints, at the paths of the public v3 and v2 subgraphs the app queries for
// it. The gateway in front (src/gateway.ts) has already checked the request; the body limit is kept
// here too.
const endpoints: [string, GraphQLSchema][] = [[subgraphPath(chain.chainId), createSubgraphSchema()]]
const v2Path = v2SubgraphPath(chain.chainId)
if (v2Path) endpoints.push([v2Path, createV2SubgraphSchema()])

for (const [path, schema] of endpoints)
  app.on(['GET', 'POST'], path, async (c) => {
    if (Number(c.req.header('content-length') ?? 0) > INDEXER_DEFAULTS.maxBodyBytes)
      return c.json({ errors: [{ message: 'The request body is too large' }] }, 413)
    try {
      const answer = await handleGraphqlRequest(schema, source, {
        method: c.req.method,
        contentType: c.req.header('content-type') ?? null,
        body: c.req.method === 'POST' ? await c.req.text() : null,
        searchParams: new URL(c.req.url).searchParams,
      })
      return c.json(answer.body, answer.status)
    } catch (error) {
      // Never Ponder's own error page, which names the file and echoes the request.
      console.error('[indexer] GraphQL request failed:', error)
      return c.json({ errors: [{ message: 'Internal error while running the query' }] }, 200)
    }
  })

export default app
