import { startIndexer } from './start-indexer.ts'
import { startIndexerReader } from './start-reader.ts'

/**
 * `npm start --workspace @exchange/indexer`: the indexer alone, against the devnet chains that
 * `npm start` runs (or the RPC URLs given), serving on 42069. With `-- serve`: a reader, serving
 * from DATABASE_URL what an indexer writes there (see docs/operations.md, "Deploying"). Ctrl-C stops it.
 */
function readPort(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`${name} must be a port number, got ${raw}`)
  return port
}

const started = Date.now()
const port = readPort('INDEXER_PORT', 42069)
const host = process.env.INDEXER_HOST || undefined
let indexer: Awaited<ReturnType<typeof startIndexer>>
if (process.argv[2] === 'serve') {
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) throw new Error('a reader serves from PostgreSQL: set DATABASE_URL')
  indexer = await startIndexerReader({ port, host, databaseUrl })
} else {
  indexer = await startIndexer({
    port,
    host,
    rpcUrls: {
      1: process.env.RPC_URL_1 || 'http://127.0.0.1:8545',
      10: process.env.RPC_URL_10 || 'http://127.0.0.1:8547',
      42161: process.env.RPC_URL_42161 || 'http://127.0.0.1:8546',
    },
    dataDir: process.env.INDEXER_DATA_DIR || undefined,
    pollingIntervalMs: process.env.INDEXER_POLLING_MS ? Number(process.env.INDEXER_POLLING_MS) : undefined,
  })
}
let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  indexer.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
// Ready is announced only once a stop is heard: whoever waits for this line may stop the indexer at once.
console.log(`indexer${process.argv[2] === 'serve' ? ' reader' : ''} ready in ${Date.now() - started} ms`)
for (const [chainId, url] of Object.entries(indexer.graphqlUrls)) console.log(`  chain ${chainId}: ${url}`)
for (const [chainId, url] of Object.entries(indexer.v2GraphqlUrls))
  console.log(`  chain ${chainId} (v2): ${url}`)
