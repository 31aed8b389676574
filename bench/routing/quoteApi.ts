import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { freePort } from '@exchange/devnet'

/**
 * The quote API in its own process, as deployed (one instance), on the given chains' RPC URLs;
 * resolves once /healthz answers. The per-client rate limit is off: the bench's requests all come
 * from one client.
 */
export async function startQuoteApi(
  rpcUrls: Record<number, string>,
): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort()
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('RPC_URL_')))
  const api = spawn(process.execPath, ['--import', 'tsx', resolve('services/quote-api/src/main.ts')], {
    env: {
      ...env,
      QUOTE_API_PORT: String(port),
      // The load sections measure what one instance serves; all their requests come from this one
      // client, which the per-client rate limit (20/s by default) would answer with 429s instead.
      QUOTE_API_RATE_LIMIT: '0',
      ...Object.fromEntries(Object.entries(rpcUrls).map(([chainId, url]) => [`RPC_URL_${chainId}`, url])),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    const ready = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) break
    if (i > 200) {
      api.kill('SIGTERM')
      throw new Error('the quote API did not start')
    }
    await new Promise((done) => setTimeout(done, 100))
  }
  return { url, process: api }
}
