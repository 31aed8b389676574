import { writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { OutputBundle, OutputChunk } from 'rolldown'
import { build, type Plugin } from 'vite'
import {
  PRERENDER_FILE,
  type Prerendered,
  SERVER_BUNDLE_DIR,
  SERVER_BUNDLE_FILE,
} from '../server/prerendered.ts'

/**
 * The routes whose first visit the build renders ahead (issue 21's LCP): path → the page module the route
 * loads lazily. Only exact paths: a route with parameters or a query renders in the browser as before.
 */
export const PRERENDERED_ROUTES: Readonly<Record<string, string>> = {
  '/swap': 'src/features/swap/SwapPage.tsx',
  '/pool': 'src/features/pool-v3/PoolsOverviewPage.tsx',
  '/vote': 'src/features/governance/VotePage.tsx',
}

/**
 * Routes with parameters cannot be rendered ahead, but their page's chunks are known: a path under one of
 * these prefixes gets the page's styles and module preloads (fetched beside the entry, not after it).
 */
export const PRELOADED_ROUTE_PREFIXES: Readonly<Record<string, { page: string; except: string[] }>> = {
  // /add/v2/… is the v2 page's.
  '/add/': { page: 'src/features/pool-v3/AddLiquidityPage.tsx', except: ['/add/v2'] },
}

/**
 * The pages the web server renders at request time with their data (app/prerender.tsx's
 * renderWithChainData, which names the page it rendered): their chunk's files go with that render.
 */
export const DATA_RENDERED_PAGES: Readonly<Record<string, string>> = {
  add: 'src/features/pool-v3/AddLiquidityPage.tsx',
  'explore-list': 'src/features/explore/ExplorePage.tsx',
  'explore-token': 'src/features/explore/TokenPage.tsx',
  'explore-pool': 'src/features/explore/PoolPage.tsx',
}

/** The JavaScript and CSS files a chunk loads with it (its static imports, transitively), minus `skip`. */
function filesOf(bundle: OutputBundle, chunk: OutputChunk, skip: ReadonlySet<string>) {
  const js = new Set<string>()
  const css = new Set<string>()
  const visit = (current: OutputChunk) => {
    if (js.has(current.fileName) || skip.has(current.fileName)) return
    js.add(current.fileName)
    for (const file of current.viteMetadata?.importedCss ?? []) if (!skip.has(file)) css.add(file)
    for (const name of current.imports) {
      const next = bundle[name]
      if (next?.type === 'chunk') visit(next)
    }
  }
  visit(chunk)
  return { js: [...js], css: [...css] }
}

/** Runs the server build's renderFirstVisit for each route in a worker, ended when done (its timers too). */
function renderInWorker(moduleUrl: string, routes: string[]): Promise<Record<string, string>> {
  const worker = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads')
    import(workerData.moduleUrl).then(async ({ renderFirstVisit }) => {
      const markup = {}
      for (const route of workerData.routes) markup[route] = await renderFirstVisit(route)
      parentPort.postMessage(markup)
    })`,
    { eval: true, workerData: { moduleUrl, routes } },
  )
  return new Promise<Record<string, string>>((resolveMarkup, reject) => {
    worker.once('message', (markup: Record<string, string>) => resolveMarkup(markup))
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the pre-render worker exited (${code})`)))
  }).finally(() => void worker.terminate())
}

/**
 * After the browser build: builds app/prerender.tsx for the server (bundled with the browser's module
 * versions: it runs no DOM code), renders each PRERENDERED_ROUTES page's first visit and writes
 * dist/prerendered.json with each route's markup and the page chunk's scripts and styles, which the web
 * server (server/serve.ts) puts into index.html for that path. Skipped in the server build itself.
 */
export function prerenderRoutes(): Plugin {
  let root = ''
  let outDir = ''
  let configFile: string | undefined
  let skip = false
  const files = new Map<string, { js: string[]; css: string[] }>()
  const pageFiles = new Map<string, { js: string[]; css: string[] }>()
  return {
    name: 'exchange:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
      configFile = config.configFile
      skip = !!config.build.ssr
    },
    writeBundle(_options, bundle) {
      if (skip) return
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk')
      // What index.html loads anyway (its scripts and styles, and what they import) is not listed again.
      const index = bundle['index.html']
      const html = index?.type === 'asset' ? String(index.source) : ''
      const initial = new Set<string>()
      for (const [, file] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) {
        if (!file) continue
        initial.add(file)
        const chunk = bundle[file]
        if (chunk?.type === 'chunk')
          for (const name of filesOf(bundle, chunk, new Set()).js) initial.add(name)
      }
      const pages = {
        ...PRERENDERED_ROUTES,
        ...Object.fromEntries(
          Object.entries(PRELOADED_ROUTE_PREFIXES).map(([prefix, { page }]) => [prefix, page]),
        ),
      }
      const chunkFiles = (page: string, what: string) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === resolve(root, page))
        if (!chunk) throw new Error(`prerender: no chunk for ${page} (${what})`)
        return filesOf(bundle, chunk, initial)
      }
      for (const [route, page] of Object.entries(pages)) files.set(route, chunkFiles(page, route))
      for (const [name, page] of Object.entries(DATA_RENDERED_PAGES))
        pageFiles.set(name, chunkFiles(page, name))
    },
    async closeBundle() {
      if (skip) return
      const started = Date.now()
      // Kept beside dist (not in it: nothing there may be served): the web server renders the pages that
      // need request-time data with it (server/firstRender.ts).
      const serverDir = resolve(root, SERVER_BUNDLE_DIR)
      await build({
        configFile,
        root,
        logLevel: 'warn',
        // Everything bundled, resolved as for the browser: the markup must be what the browser renders.
        ssr: { noExternal: true, target: 'webworker' },
        build: {
          ssr: resolve(root, 'src/app/prerender.tsx'),
          outDir: serverDir,
          emptyOutDir: true,
          sourcemap: false,
        },
      })
      const routes = Object.keys(PRERENDERED_ROUTES)
      const markup = await renderInWorker(pathToFileURL(join(serverDir, SERVER_BUNDLE_FILE)).href, routes)
      const none = { js: [], css: [] }
      const prerendered: Prerendered = {
        routes: Object.fromEntries(
          routes.map((route) => [route, { markup: markup[route] ?? '', ...(files.get(route) ?? none) }]),
        ),
        prefixes: Object.fromEntries(
          Object.entries(PRELOADED_ROUTE_PREFIXES).map(([prefix, { except }]) => [
            prefix,
            { ...(files.get(prefix) ?? none), except },
          ]),
        ),
        pages: Object.fromEntries(pageFiles),
      }
      await writeFile(join(outDir, PRERENDER_FILE), JSON.stringify(prerendered))
      this.info(`pre-rendered ${routes.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    },
  }
}
