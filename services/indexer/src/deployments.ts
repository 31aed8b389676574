import pg from 'pg'
import type { ChainSettings } from './settings.ts'

/**
 * Where the indexing instance tells its readers which schema holds each chain's data. On PostgreSQL
 * the indexer writes a chain's schema here once that schema has caught up with the chain; a reader
 * (`ponder serve` behind the same gateway, see start-reader.ts) looks it up at start. The chain's
 * settings travel with it, so that a reader needs no RPC URL and builds Ponder's configuration
 * exactly as the indexer did.
 */
export const DEPLOYMENTS_TABLE = 'exchange_indexer.deployments'

export interface Deployment {
  chainId: number
  schema: string
  chain: ChainSettings
}

async function withClient<T>(connectionString: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export function recordDeployment(connectionString: string, deployment: Deployment): Promise<void> {
  // The RPC URL may hold an API key: readers do not need it.
  const chain = { ...deployment.chain, rpcUrl: 'http://127.0.0.1:1' }
  return withClient(connectionString, async (client) => {
    await client.query('begin')
    try {
      // Both chains' runners may create the table at the same moment.
      await client.query('select pg_advisory_xact_lock(7406235)')
      await client.query('create schema if not exists exchange_indexer')
      await client.query(
        `create table if not exists ${DEPLOYMENTS_TABLE} (
           chain_id integer primary key,
           schema_name text not null,
           chain jsonb not null,
           updated_at timestamptz not null default now()
         )`,
      )
      await client.query(
        `insert into ${DEPLOYMENTS_TABLE} (chain_id, schema_name, chain) values ($1, $2, $3)
         on conflict (chain_id) do update set schema_name = excluded.schema_name, chain = excluded.chain, updated_at = now()`,
        [deployment.chainId, deployment.schema, JSON.stringify(chain)],
      )
      await client.query('commit')
    } catch (error) {
      await client.query('rollback')
      throw error
    }
  })
}

export function readDeployments(connectionString: string): Promise<Deployment[]> {
  return withClient(connectionString, async (client) => {
    const exists = await client.query<{ found: string | null }>(
      `select to_regclass('${DEPLOYMENTS_TABLE}')::text as found`,
    )
    if (!exists.rows[0]?.found) return []
    const result = await client.query<{ chain_id: number; schema_name: string; chain: ChainSettings }>(
      `select chain_id, schema_name, chain from ${DEPLOYMENTS_TABLE} order by chain_id`,
    )
    return result.rows.map((row) => ({ chainId: row.chain_id, schema: row.schema_name, chain: row.chain }))
  })
}
