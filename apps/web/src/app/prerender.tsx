import { dehydrate, QueryClient } from '@tanstack/react-query'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { createPublicClient, http } from 'viem'
import { config } from '../core/config'
import { activeChainId } from '../core/useActiveChainId'
import { type ExplorePageName, loadExplorePage } from '../features/explore'
import { readAddLiquidityFirstData } from '../features/pool-v3'
import { createWagmiConfig } from '../features/wallet'
import { activateLocale, DEFAULT_LOCALE } from '../i18n/i18n'
import { forgetMulticallStores, multicallClientOf, type WarmedCalls } from '../lib/multicall'
import { type FirstChainData, firstChainData } from './firstData'
import { Root } from './Root'
import { firstRouteState } from './routes/firstRouteState'
import { createStore } from './store'

async function renderMarkup(url: string, queryClient: QueryClient, signal?: AbortSignal): Promise<string> {
  await activateLocale(DEFAULT_LOCALE)
  const { prelude } = await prerender(
    <Root
      store={createStore(firstRouteState(url))}
      wagmiConfig={createWagmiConfig(config)}
      queryClient={queryClient}
      router={(app) => <StaticRouter location={url}>{app}</StaticRouter>}
    />,
    // One document, each boundary in place: React outlines a boundary past this size (12.8 KB by default,
    // an Explore page is more), to be revealed by an inline script the CSP does not allow.
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return new Response(prelude).text()
}

/**
 * The markup of a first visit to `url` (no wallet, nothing stored, the default locale, the server's
 * configuration), as the browser's first render makes it: what the server puts in #root so that the
 * page shows before its script has run, and what main.tsx hydrates. Lazy routes are waited for.
 */
export async function renderFirstVisit(url: string): Promise<string> {
  return renderMarkup(url, new QueryClient())
}

/**
 * How the server renders a page with its data. It reads from the configuration's endpoints (`config`, which
 * the server's render worker sets): a chain without an RPC endpoint there is not read by the server.
 */
export interface ChainDataSources {
  /** Ends a render that takes too long (the page is then sent without it). */
  signal?: AbortSignal
}

/** A timeout for the server's reads: a page waits on them before its first byte. */
const READ_TIMEOUT_MS = 2_000

/** The pages rendered with their data, by name: the build lists each one's files (build-plugins/prerender.ts). */
export type DataRenderedPage = 'add' | ExplorePageName

/** A page rendered with its data: its markup, the data to hydrate with, and which page it is. */
export interface RenderedWithData {
  markup: string
  data: FirstChainData
  page: DataRenderedPage
}

let previous: Promise<unknown> = Promise.resolve()

/**
 * A first visit to a page whose first render shows data its URL names (issue 21's LCP): the add page's
 * pool (chain reads at the latest block, and the tiers' distribution) and the Explore pages (their indexer
 * answers), rendered with that data, and the data, for the browser to hydrate with (app/firstData.ts).
 * Undefined for any other page, or when a read failed: that page renders in the browser as before. One
 * render at a time: the chain reads live in module-level stores, emptied first.
 */
export function renderWithChainData(
  url: string,
  sources: ChainDataSources,
): Promise<RenderedWithData | undefined> {
  const next = previous.then(() => renderOne(url, sources))
  previous = next.catch(() => undefined)
  return next
}

/** No chain reads: a page whose data is the indexer's alone. */
const NO_READS: WarmedCalls = { blockNumber: 0n, results: {} }

async function renderOne(url: string, { signal }: ChainDataSources): Promise<RenderedWithData | undefined> {
  // A first visit has no wallet: the default chain, as main.tsx's first render.
  const chainId = activeChainId(undefined)
  const rpcUrl = config.rpcUrls[chainId]
  if (signal?.aborted || !rpcUrl) return undefined
  forgetMulticallStores()
  const pathname = new URL(url, 'http://localhost').pathname
  const queryClient = new QueryClient()
  let loaded: { page: DataRenderedPage; reads: WarmedCalls } | undefined
  const explore = loadExplorePage(pathname, queryClient, chainId)
  if (explore) {
    const page = await explore
    loaded = page && { page, reads: NO_READS }
  } else {
    const client = createPublicClient({
      transport: http(rpcUrl, { timeout: READ_TIMEOUT_MS, retryCount: 0 }),
    })
    const reads = await readAddLiquidityFirstData(pathname, chainId, multicallClientOf(client), queryClient)
    loaded = reads && { page: 'add', reads }
  }
  if (!loaded || signal?.aborted) return undefined
  const markup = await renderMarkup(url, queryClient, signal)
  const { blockNumber, results } = loaded.reads
  return {
    markup,
    data: firstChainData(chainId, blockNumber, results, dehydrate(queryClient)),
    page: loaded.page,
  }
}
