import { PGlite } from '@electric-sql/pglite'

/** Runs `sql` on a stopped indexer's PGlite folder, with the PGlite version Ponder writes it with. */
export async function runPgliteSql(directory: string, sql: string): Promise<void> {
  const database = new PGlite(directory)
  try {
    await database.exec(sql)
  } finally {
    await database.close()
  }
}
