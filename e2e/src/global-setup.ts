import type { TestProject } from 'vitest/node'
import { startStack } from './stack.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The served app, without a trailing slash. */
    webUrl: string
    /** JSON-RPC URL of each devnet chain. */
    rpcUrls: { 1: string; 10: string; 42161: string }
    /** The token list server (the app's IPFS gateway), without a trailing slash. */
    listServerUrl: string
    /** The directory the list server serves, read anew on every request: tests may write lists there. */
    listServerDir: string
    /** The quote API the app is configured with. */
    quoteApiUrl: string
    /** The indexer the app is configured with (GraphQL under /subgraphs/name/…). */
    indexerUrl: string
    /** The port on which a test may serve the build again (the services answer it too). */
    altWebPort: number
  }
}

/** Starts the stack once for the whole e2e run; every test file reads its URLs with useStack(). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now()
  const stack = await startStack()
  process.stderr.write(
    `[e2e] stack up in ${((Date.now() - started) / 1000).toFixed(1)} s: app ${stack.webUrl}, ` +
      `chain 1 ${stack.chains[1]}, chain 10 ${stack.chains[10]}, chain 42161 ${stack.chains[42161]}, lists ${stack.lists.url}, indexer ${stack.indexerUrl}\n`,
  )
  project.provide('webUrl', stack.webUrl)
  project.provide('rpcUrls', stack.chains)
  project.provide('listServerUrl', stack.lists.url)
  project.provide('listServerDir', stack.lists.dir)
  project.provide('quoteApiUrl', stack.quoteApiUrl)
  project.provide('indexerUrl', stack.indexerUrl)
  project.provide('altWebPort', stack.altWebPort)
  return () => stack.stop()
}
