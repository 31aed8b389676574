import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { limitStatementTime } from '../src/statement-timeout.ts'
import { startPostgres, type TestPostgres } from './postgres.ts'

/** Issue 48, item 1: on PostgreSQL a statement outliving the query's time limit is cancelled by the server. */

let server: TestPostgres
beforeAll(async () => {
  server = await startPostgres()
}, 60_000)
afterAll(() => server?.stop())

describe('limitStatementTime', () => {
  it('cancels a statement running past the limit in the server, on every connection of the pool', async () => {
    const pool = new pg.Pool({ connectionString: server.url, max: 3 })
    try {
      limitStatementTime(pool, 300)
      const started = Date.now()
      const results = await Promise.allSettled([1, 2, 3].map(() => pool.query('select pg_sleep(5)')))
      expect(Date.now() - started).toBeLessThan(3000)
      for (const result of results) {
        expect(result.status).toBe('rejected')
        // 57014: query_canceled, "canceling statement due to statement timeout".
        expect((result as PromiseRejectedResult).reason).toMatchObject({ code: '57014' })
      }
      // A quick statement is untouched, and the setting is the limit.
      const shown = await pool.query<{ statement_timeout: string }>('show statement_timeout')
      expect(shown.rows[0]!.statement_timeout).toBe('300ms')
    } finally {
      await pool.end()
    }
  })

  it('leaves a pool without it unlimited (what the GraphQL reads had before)', async () => {
    const pool = new pg.Pool({ connectionString: server.url, max: 1 })
    try {
      const shown = await pool.query<{ statement_timeout: string }>('show statement_timeout')
      expect(shown.rows[0]!.statement_timeout).toBe('0')
    } finally {
      await pool.end()
    }
  })
})
