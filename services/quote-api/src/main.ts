import { startQuoteApi } from './server.ts'

/**
 * `npm start --workspace @exchange/quote-api`: serves on QUOTE_API_PORT (default 8787) the chains
 * whose RPC_URL_<chainId> is set (by default the devnet's 1, 42161 and 10 on 8545, 8546 and 8547). CORS_ORIGINS,
 * ALLOWED_HOSTS, TRUST_PROXY, QUOTE_API_RATE_LIMIT, QUOTE_API_REQUEST_TIMEOUT_MS, QUOTE_API_DISCOVERY_LIMIT and
 * QUOTE_API_OPERATOR_TOKEN set its limits.
 */
const rpcUrls: Record<number, string> = {}
for (const [name, value] of Object.entries(process.env)) {
  const match = /^RPC_URL_(\d+)$/.exec(name)
  if (match && value) rpcUrls[Number(match[1])] = value
}
if (Object.keys(rpcUrls).length === 0) {
  rpcUrls[1] = 'http://127.0.0.1:8545'
  rpcUrls[42161] = 'http://127.0.0.1:8546'
  rpcUrls[10] = 'http://127.0.0.1:8547'
}
// Output must not feed on itself: once whoever reads stdout and stderr is gone, every write fails (EPIPE);
// unheard, that failure became an uncaught exception whose logging failed again, a loop that kept an
// orphaned process at full CPU. A failed write is dropped.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {})
// Every request and poll handles its own errors; anything that still escapes is logged, not fatal.
process.on('unhandledRejection', (reason) => console.error('quote API: unhandled rejection', reason))
process.on('uncaughtException', (error) => console.error('quote API: uncaught exception', error))
const host = process.env.QUOTE_API_HOST ?? '127.0.0.1'
const api = await startQuoteApi({
  port: Number(process.env.QUOTE_API_PORT ?? 8787),
  host,
  rpcUrls,
})
let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  console.log('quote API: stopping')
  // Open requests get a moment to finish; the process ends either way.
  setTimeout(() => process.exit(0), 5_000).unref()
  void api.close().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
// Ready is announced only once a stop is heard: whoever waits for this line may stop the API at once.
console.log(`quote API on ${api.url} for chains ${Object.keys(rpcUrls).join(', ')}`)
