import { describe, expect, it, vi } from 'vitest'
import type { WebVitalMetric } from './services'
import { reportWebVitals, type WebVitalsEnvironment } from './webVitals'

/** A PerformanceObserver stand-in: the test delivers entries, or queues them for takeRecords. */
function fakeObserverClass(supportedEntryTypes?: string[]) {
  const instances: FakeObserver[] = []
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes
    type: string | undefined
    queued: PerformanceEntry[] = []
    disconnected = false
    constructor(readonly callback: (list: { getEntries(): PerformanceEntry[] }) => void) {
      instances.push(this)
    }
    observe(options: { type: string; buffered?: boolean }) {
      this.type = options.type
    }
    takeRecords() {
      const records = this.queued
      this.queued = []
      return records
    }
    disconnect() {
      this.disconnected = true
    }
  }
  const deliver = (type: string, entries: object[]) => {
    for (const observer of instances.filter((instance) => instance.type === type)) {
      observer.callback({ getEntries: () => entries as PerformanceEntry[] })
    }
  }
  const queue = (type: string, entries: object[]) => {
    for (const observer of instances.filter((instance) => instance.type === type)) {
      observer.queued.push(...(entries as PerformanceEntry[]))
    }
  }
  return {
    Observer: FakeObserver as unknown as typeof PerformanceObserver,
    instances,
    deliver,
    queue,
  }
}

function fakeDocument() {
  const target = new EventTarget()
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  }
  const setVisibility = (state: DocumentVisibilityState) => {
    doc.visibilityState = state
    target.dispatchEvent(new Event('visibilitychange'))
  }
  return { doc: doc as NonNullable<WebVitalsEnvironment['document']>, setVisibility }
}

const ALL_TYPES = ['layout-shift', 'largest-contentful-paint', 'paint', 'navigation']

function setup(supported: string[] | undefined = ALL_TYPES) {
  const observers = fakeObserverClass(supported)
  const { doc, setVisibility } = fakeDocument()
  const reported: WebVitalMetric[] = []
  const stop = reportWebVitals(
    { webVital: (metric) => reported.push(metric) },
    { PerformanceObserver: observers.Observer, document: doc, pageId: 'p1' },
  )
  return { ...observers, setVisibility, reported, stop }
}

describe('reportWebVitals', () => {
  it('is a no-op without PerformanceObserver', () => {
    const webVital = vi.fn()
    const { doc, setVisibility } = fakeDocument()
    const stop = reportWebVitals({ webVital }, { PerformanceObserver: undefined, document: doc })
    setVisibility('hidden')
    expect(webVital).not.toHaveBeenCalled()
    expect(() => stop()).not.toThrow()
  })

  it('is a no-op by default in an environment without PerformanceObserver', () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    try {
      const webVital = vi.fn()
      const stop = reportWebVitals({ webVital })
      document.dispatchEvent(new Event('visibilitychange'))
      expect(webVital).not.toHaveBeenCalled()
      stop()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('reports FCP from the first-contentful-paint entry, once', () => {
    const { deliver, reported } = setup()
    deliver('paint', [{ name: 'first-paint', startTime: 50 }])
    expect(reported).toEqual([])
    deliver('paint', [{ name: 'first-contentful-paint', startTime: 120.5 }])
    deliver('paint', [{ name: 'first-contentful-paint', startTime: 999 }])
    expect(reported).toEqual([{ name: 'FCP', value: 120.5, id: 'FCP-p1' }])
  })

  it('reports TTFB from the navigation entry responseStart, once', () => {
    const { deliver, reported } = setup()
    deliver('navigation', [{ entryType: 'navigation', startTime: 0, responseStart: 87 }])
    deliver('navigation', [{ entryType: 'navigation', startTime: 0, responseStart: 5 }])
    expect(reported).toEqual([{ name: 'TTFB', value: 87, id: 'TTFB-p1' }])
  })

  it('reports CLS (shifts after input excluded) and the last LCP when the page is hidden, once', () => {
    const { deliver, queue, setVisibility, reported } = setup()
    deliver('layout-shift', [
      { value: 0.05, hadRecentInput: false },
      { value: 0.5, hadRecentInput: true },
    ])
    deliver('largest-contentful-paint', [{ startTime: 800 }, { startTime: 1500 }])
    // Not yet delivered when the page is hidden: taken from the observer's queue.
    queue('layout-shift', [{ value: 0.02, hadRecentInput: false }])
    expect(reported).toEqual([])
    setVisibility('visible')
    expect(reported).toEqual([])
    setVisibility('hidden')
    setVisibility('visible')
    setVisibility('hidden')
    expect(reported).toHaveLength(2)
    expect(reported).toContainEqual({ name: 'LCP', value: 1500, id: 'LCP-p1' })
    const cls = reported.find((metric) => metric.name === 'CLS')
    expect(cls?.value).toBeCloseTo(0.07, 10)
  })

  it('reports CLS 0 when nothing shifted, and no LCP without a candidate', () => {
    const { setVisibility, reported } = setup()
    setVisibility('hidden')
    expect(reported).toEqual([{ name: 'CLS', value: 0, id: 'CLS-p1' }])
  })

  it('observes only the entry types the browser supports', () => {
    const { instances, setVisibility, reported } = setup(['paint'])
    expect(instances.map((instance) => instance.type)).toEqual(['paint'])
    setVisibility('hidden')
    expect(reported).toEqual([])
  })

  it('stop disconnects the observers and stops listening', () => {
    const { instances, stop, setVisibility, reported } = setup()
    stop()
    expect(instances.every((instance) => instance.disconnected)).toBe(true)
    setVisibility('hidden')
    expect(reported).toEqual([])
  })
})
