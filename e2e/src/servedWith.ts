import { devAccount } from '@exchange/devnet'
import { serveApp } from '../../apps/web/server/serve.ts'
import { DIST_DIR } from './stack.ts'

/**
 * The same build as the stack's app, served again with other RPC URLs (e.g. a fault proxy in front of
 * the devnet); everything else as the stack configures it.
 */
export async function serveAppWithRpc(
  stack: StackForServing,
  rpcUrls: Record<number, string | string[]>,
): Promise<{ url: string; close(): Promise<void> }> {
  return serveAppWith(stack, { rpcUrls })
}

type StackForServing = {
  chains: Record<number, string>
  lists: { url: string }
  quoteApiUrl: string
  indexerUrl: string
  altWebPort: number
}

/**
 * The same build served again with some of the stack's configuration replaced (other RPC URLs, an
 * extra IPFS gateway…); its Content-Security-Policy follows that configuration as in production.
 */
export async function serveAppWith(
  stack: StackForServing,
  overrides: Record<string, unknown>,
  /** The server's own choices, e.g. `serverBundle: false` for no page rendered with chain data. */
  serving: Pick<Parameters<typeof serveApp>[0], 'serverBundle'> = {},
): Promise<{ url: string; close(): Promise<void> }> {
  // The stack's second port, which the services' CORS allow-list names: one such app at a time.
  const app = await serveApp({
    ...serving,
    port: stack.altWebPort,
    distDir: DIST_DIR,
    config: {
      rpcUrls: stack.chains,
      devnet: true,
      devnetChains: [1, 10, 42161],
      extraBlockedAddresses: [devAccount(9).address],
      ipfsGateways: [stack.lists.url],
      claimDataUrl: `${stack.lists.url}/claims`,
      quoteApiUrl: stack.quoteApiUrl,
      indexerUrl: stack.indexerUrl,
      ...overrides,
    },
  })
  return { url: app.url, close: () => app.close() }
}
