import type { Browser, Page } from 'playwright-core'
import { afterAll, inject, onTestFinished } from 'vitest'
import { launchBrowser, type NewPageOptions, newPage, screenshotOnFailure } from './browser.ts'
import { TestWallet, type TestWalletOptions } from './wallet.ts'

export interface StackUrls {
  /** The served app, without a trailing slash. */
  webUrl: string
  /** JSON-RPC URL of each devnet chain. */
  chains: { 1: string; 10: string; 42161: string }
  /**
   * The token list server (the app's IPFS gateway, no trailing slash) and the directory it serves, where a
   * test may write lists: `${url}/<file>.json` by http, `${url}/ipfs/<listCid(bytes)>/` as IPFS content.
   */
  lists: { url: string; dir: string }
  /** The quote API the app asks (GET /v1/quote), without a trailing slash. */
  quoteApiUrl: string
  /** The indexer the app queries (GraphQL under /subgraphs/name/…), without a trailing slash. */
  indexerUrl: string
  /** The port on which a test may serve the build again (see e2e/src/servedWith.ts). */
  altWebPort: number
}

/** The URLs of the stack the global setup started (only inside the e2e project). */
export function useStack(): StackUrls {
  const rpcUrls = inject('rpcUrls')
  return {
    webUrl: inject('webUrl'),
    chains: { 1: rpcUrls[1], 10: rpcUrls[10], 42161: rpcUrls[42161] },
    lists: { url: inject('listServerUrl'), dir: inject('listServerDir') },
    quoteApiUrl: inject('quoteApiUrl'),
    indexerUrl: inject('indexerUrl'),
    altWebPort: inject('altWebPort'),
  }
}

let browser: Promise<Browser> | undefined

/** One browser per test file (each file evaluates this module afresh), launched on first use. */
export function useBrowser(): Promise<Browser> {
  browser ??= launchBrowser()
  return browser
}

// Registered while the importing test file is collected: closes that file's browser after its tests.
afterAll(async () => {
  const launched = browser
  browser = undefined
  if (launched) await (await launched).close()
})

/**
 * Call inside a test: a fresh page (own context) with the test wallet attached, a screenshot under
 * e2e/artifacts/ if the test fails, and the context closed when the test ends.
 */
export async function openPage(
  options: NewPageOptions & { wallet?: Partial<TestWalletOptions>; testName?: string } = {},
): Promise<{ page: Page; wallet: TestWallet; stack: StackUrls }> {
  const stack = useStack()
  const page = await newPage(await useBrowser(), options)
  const wallet = await TestWallet.attach(page, { chains: stack.chains, ...options.wallet })
  // One hook for both: vitest runs onTestFinished before onTestFailed, which would find the page closed.
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') await screenshotOnFailure(page, options.testName ?? task.fullName)
    await page.context().close()
  })
  return { page, wallet, stack }
}

/**
 * Loads an empty document on the app's origin (answered by Playwright, not the server): the wallet
 * is installed there but no app code makes requests of its own, for tests of the wallet alone.
 */
export async function gotoBlank(page: Page): Promise<void> {
  const url = `${useStack().webUrl}/__e2e-blank`
  await page.route(url, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title><body></body>' }),
  )
  await page.goto(url)
}
