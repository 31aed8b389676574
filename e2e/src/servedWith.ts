import { devAccount } from '@exchange/devnet'
import { serveApp } from '../../apps/web/server/serve.ts'
import { DIST_DIR } from './stack.ts'

/**
 * The same build as the stack's app, served again with other RPC URLs (e.g. a fault proxy in front of
 * the devnet); everything else as the stack configures it.
 */
export async function serveAppWithRpc(
  stack: { lists: { url: string }; quoteApiUrl: string; indexerUrl: string },
  rpcUrls: Record<number, string | string[]>,
): Promise<{ url: string; close(): Promise<void> }> {
  const app = await serveApp({
    port: 0,
    distDir: DIST_DIR,
    config: {
      rpcUrls,
      devnet: true,
      extraBlockedAddresses: [devAccount(9).address],
      ipfsGateways: [stack.lists.url],
      claimDataUrl: `${stack.lists.url}/claims`,
      quoteApiUrl: stack.quoteApiUrl,
      indexerUrl: stack.indexerUrl,
    },
  })
  return { url: app.url, close: () => app.close() }
}
