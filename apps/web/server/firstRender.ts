import { stat } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

/**
 * Pages rendered at request time with their chain data (issue 21's LCP of /add: its largest paint is the
 * pool's price, which no build-time render can know). The build's server bundle (app/prerender.tsx's
 * `renderWithChainData`) runs in a worker thread, so that a render never holds up the files the server
 * sends meanwhile, and its module-level state and timers stay out of the server's.
 *
 * What keeps a public endpoint that reads a node per request cheap and safe:
 * - a render is cached per request target for `ttlMs` (a block's time, about), failures too;
 * - at most `maxPending` renders wait at once, and each waits `timeoutMs` at most: beyond that the page
 *   goes out as before (empty #root, the browser renders it). A page is never refused for its render;
 * - a worker that dies, or whose render outlives its abort, is started again on a later request, not
 *   sooner than `restartAfterMs`.
 */
export interface FirstRender {
  /** What React rendered in #root. */
  markup: string
  /** The reads the markup shows (app/firstData.ts's FirstChainData), for the browser to hydrate with. */
  data: unknown
  /** Which page it is (app/prerender.tsx's DataRenderedPage): the build lists each page's files. */
  page?: string
}

export interface FirstRenderer {
  /** The page for a request target (path and query), or undefined when it goes out without. */
  render(target: string): Promise<FirstRender | undefined>
  close(): Promise<void>
}

export interface FirstRendererOptions {
  /** The build's server bundle (apps/web/dist-server/prerender.js). */
  bundlePath: string
  /**
   * The configuration the page gets (`window.__EXCHANGE_CONFIG__`): the app renders with it and reads
   * from its endpoints (its RPC URLs, its indexer).
   */
  config: Record<string, unknown>
  timeoutMs?: number
  ttlMs?: number
  maxPending?: number
  maxEntries?: number
  restartAfterMs?: number
}

/** The worker: loads the bundle once, answers each message with its render (null: none). */
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads')
// The app reads its configuration from here, as the browser's page from window (core/config.ts).
globalThis.__EXCHANGE_CONFIG__ = workerData.config
const loading = import(workerData.moduleUrl)
parentPort.on('message', async ({ id, target, timeoutMs }) => {
  try {
    const { renderWithChainData } = await loading
    const result = await renderWithChainData(target, { signal: AbortSignal.timeout(timeoutMs) })
    parentPort.postMessage({ id, result: result ?? null })
  } catch (error) {
    parentPort.postMessage({ id, result: null, error: String(error && error.message ? error.message : error) })
  }
})
`

interface Answer {
  id: number
  result: FirstRender | null
  error?: string
}

export function createFirstRenderer(options: FirstRendererOptions): FirstRenderer {
  const timeoutMs = options.timeoutMs ?? 1_500
  const ttlMs = options.ttlMs ?? 4_000
  const maxPending = options.maxPending ?? 4
  const maxEntries = options.maxEntries ?? 256
  const restartAfterMs = options.restartAfterMs ?? 10_000

  const cache = new Map<string, { at: number; render: Promise<FirstRender | undefined> }>()
  const pending = new Map<number, (render: FirstRender | undefined) => void>()
  let nextId = 0
  let worker: Worker | undefined
  let diedAt = Number.NEGATIVE_INFINITY
  let closed = false
  const bundlePresent = stat(options.bundlePath).then(
    (info) => info.isFile(),
    () => false,
  )

  const settleAll = () => {
    for (const resolve of pending.values()) resolve(undefined)
    pending.clear()
  }

  const workerNow = (): Worker | undefined => {
    if (worker || closed || Date.now() - diedAt < restartAfterMs) return worker
    const started = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        moduleUrl: pathToFileURL(options.bundlePath).href,
        config: options.config,
      },
    })
    // The server's life is the server's: an idle worker does not keep the process running.
    started.unref()
    started.on('message', ({ id, result, error }: Answer) => {
      if (error) console.error(`first render: ${error}`)
      const valid =
        result && typeof result.markup === 'string' && ['string', 'undefined'].includes(typeof result.page)
      pending.get(id)?.(valid ? result : undefined)
      pending.delete(id)
    })
    const died = (reason: unknown) => {
      if (worker !== started) return
      if (!closed) console.error('first render: the worker stopped', reason)
      worker = undefined
      diedAt = Date.now()
      settleAll()
    }
    started.on('error', died)
    started.on('exit', died)
    worker = started
    return worker
  }

  const renderNow = async (target: string): Promise<FirstRender | undefined> => {
    if (!(await bundlePresent) || pending.size >= maxPending) return undefined
    const current = workerNow()
    if (!current) return undefined
    const id = nextId++
    return new Promise<FirstRender | undefined>((resolve) => {
      // The worker's own abort ends a render at timeoutMs. One still running after that is stuck, and the
      // renders queued behind it would be too: that worker is ended, and a new one starts later.
      const timer = setTimeout(() => {
        pending.delete(id)
        resolve(undefined)
        if (worker !== current) return
        // Forgotten now, not when it has exited: the next render must not be sent to it. The renders
        // queued in it end at their own timeouts.
        worker = undefined
        diedAt = Date.now()
        void current.terminate()
      }, timeoutMs + 250)
      pending.set(id, (render) => {
        clearTimeout(timer)
        resolve(render)
      })
      current.postMessage({ id, target, timeoutMs })
    })
  }

  // Started with the server: loading the bundle takes a moment the first visitor should not wait for.
  void bundlePresent.then((present) => {
    if (present) workerNow()
  })

  return {
    render(target) {
      if (closed) return Promise.resolve(undefined)
      const now = Date.now()
      const cached = cache.get(target)
      if (cached && now - cached.at < ttlMs) return cached.render
      cache.delete(target)
      // Insertion order is age: the oldest entries go first.
      for (const [key, entry] of cache) {
        if (cache.size < maxEntries && now - entry.at < ttlMs) break
        cache.delete(key)
      }
      const render = renderNow(target)
      cache.set(target, { at: now, render })
      return render
    },
    async close() {
      closed = true
      settleAll()
      cache.clear()
      const current = worker
      worker = undefined
      await current?.terminate()
    },
  }
}
