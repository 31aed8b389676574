/**
 * A GraphQL query past its time limit is answered with an error at once and makes no further reads
 * (subgraph/http.ts), but a statement already sent would go on running in PostgreSQL. Each connection
 * of the pool the GraphQL layer reads through gets the same limit as its `statement_timeout`, so the
 * server cancels such a statement itself. node-postgres emits `connect` for each new client before
 * handing it out, and a client runs its queries in order: the setting comes before any read.
 * Call it before the pool's first use. (PGlite runs in the process and has no such timer.)
 */

interface Client {
  query(text: string): Promise<unknown>
}

interface Pool {
  on(event: 'connect', listener: (client: Client) => void): unknown
}

export function limitStatementTime(
  pool: Pool,
  timeoutMs: number,
  onError: (error: unknown) => void = (error) =>
    console.error('[indexer] could not set statement_timeout:', error),
): void {
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new Error(`Invalid statement timeout ${timeoutMs}`)
  pool.on('connect', (client) => {
    client.query(`SET statement_timeout = ${timeoutMs}`).catch(onError)
  })
}
