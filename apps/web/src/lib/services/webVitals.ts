import type { Services, WebVitalName } from './services'

/**
 * A small web-vitals collector on the browser's PerformanceObserver, each metric reported once:
 * FCP from the 'first-contentful-paint' paint entry, TTFB from the navigation entry's
 * responseStart, and — when the page is first hidden — LCP (the last candidate; the browser stops
 * emitting candidates after the first input) and CLS (layout shifts summed, excluding those right
 * after input). INP and FID are not collected here.
 */

type VitalsDocument = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>

export interface WebVitalsEnvironment {
  PerformanceObserver?: typeof PerformanceObserver
  document?: VitalsDocument
  /** Identifies this page load in the reported ids; random by default. */
  pageId?: string
}

const defaultEnvironment = (): WebVitalsEnvironment => ({
  PerformanceObserver: typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver,
  document: typeof document === 'undefined' ? undefined : document,
})

const numberField = (entry: PerformanceEntry, field: string): number | undefined => {
  const value = (entry as unknown as Record<string, unknown>)[field]
  return typeof value === 'number' ? value : undefined
}

/** Starts collecting; returns a function that stops. A no-op without PerformanceObserver. */
export function reportWebVitals(
  services: Pick<Services, 'webVital'>,
  environment: WebVitalsEnvironment = defaultEnvironment(),
): () => void {
  const Observer = environment.PerformanceObserver
  const doc = environment.document
  if (!Observer || !doc) return () => {}
  const pageId = environment.pageId ?? `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`
  const reported = new Set<WebVitalName>()
  const observers: { observer: PerformanceObserver; handle: (entries: PerformanceEntry[]) => void }[] = []

  const report = (name: WebVitalName, value: number) => {
    if (reported.has(name) || !Number.isFinite(value) || value < 0) return
    reported.add(name)
    services.webVital({ name, value, id: `${name}-${pageId}` })
  }

  const observe = (type: string, handle: (entries: PerformanceEntry[]) => void): boolean => {
    const supported = Observer.supportedEntryTypes
    if (supported && !supported.includes(type)) return false
    try {
      const observer = new Observer((list) => handle(list.getEntries()))
      observer.observe({ type, buffered: true })
      observers.push({ observer, handle })
      return true
    } catch {
      return false
    }
  }

  let cls = 0
  let lcp: number | undefined
  const clsObserved = observe('layout-shift', (entries) => {
    for (const entry of entries) {
      const value = numberField(entry, 'value')
      const recentInput = (entry as unknown as { hadRecentInput?: unknown }).hadRecentInput
      if (value !== undefined && recentInput !== true) cls += value
    }
  })
  observe('largest-contentful-paint', (entries) => {
    const last = entries.at(-1)
    if (last) lcp = last.startTime
  })
  observe('paint', (entries) => {
    for (const entry of entries) if (entry.name === 'first-contentful-paint') report('FCP', entry.startTime)
  })
  observe('navigation', (entries) => {
    const responseStart = entries[0] && numberField(entries[0], 'responseStart')
    if (responseStart !== undefined) report('TTFB', responseStart)
  })

  const onVisibilityChange = () => {
    if (doc.visibilityState !== 'hidden') return
    // Entries queued but not yet delivered to the callbacks.
    for (const { observer, handle } of observers) handle(observer.takeRecords())
    if (lcp !== undefined) report('LCP', lcp)
    if (clsObserved) report('CLS', cls)
  }
  doc.addEventListener('visibilitychange', onVisibilityChange, true)

  return () => {
    doc.removeEventListener('visibilitychange', onVisibilityChange, true)
    for (const { observer } of observers) observer.disconnect()
  }
}
