/**
 * What the vitals bench reads in the page, and the script that collects it. The script is text: it is
 * installed with `addInitScript` (the DevTools protocol's "evaluate on new document", which the page's
 * Content-Security-Policy does not govern, unlike eval in the page), before any of the app's scripts
 * run, in every document of the context. It follows the web-vitals library's definitions:
 * - LCP: the start time of the last `largest-contentful-paint` entry (candidates stop at the first input;
 *   the bench reads before any);
 * - CLS: the largest session window of `layout-shift` entries without recent input (a window closes after
 *   a 1 s gap or at 5 s);
 * - INP: per interaction (`interactionId`), the longest `event` entry (durationThreshold 16 ms, the
 *   smallest the browser allows, plus `first-input`); with fewer than 50 interactions, the longest one.
 */
export interface PageVitals {
  lcp: number | null
  /** The element of the last LCP candidate, e.g. "H1.swap-card__title", for finding what to fix. */
  lcpElement: string
  cls: number
  /** Every layout shift counted: its value, time and the nodes that moved (where from, where to). */
  shifts: { value: number; at: number; nodes: string[] }[]
  /** Per interaction: its longest event's duration and name. */
  interactions: { id: number; duration: number; name: string }[]
  /** performance.now() when read; the time of the latest entry of any kind, or of the load event if later. */
  now: number
  lastEntryAt: number
}

/** Where the script keeps its state in the page. */
const STATE = '__benchVitals'

export const VITALS_INIT_SCRIPT = `(() => {
  const describe = (node) => {
    if (!node || !node.nodeName) return '?'
    const element = node.nodeType === 1 ? node : node.parentElement
    if (!element) return node.nodeName
    const classes = typeof element.className === 'string' && element.className.trim()
      ? '.' + element.className.trim().split(/\\s+/).join('.') : ''
    return element.nodeName + (element.id ? '#' + element.id : '') + classes
  }
  const state = {
    lcp: null, lcpElement: '', cls: 0, shifts: [], interactions: {},
    sessionValue: 0, sessionStart: -1, sessionLast: -1, lastEntryAt: 0,
  }
  window.${STATE} = state
  const observe = (type, options, handle) => {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          state.lastEntryAt = Math.max(state.lastEntryAt, entry.startTime)
          handle(entry)
        }
      }).observe(Object.assign({ type: type, buffered: true }, options))
    } catch (error) {}
  }
  observe('largest-contentful-paint', {}, (entry) => {
    state.lcp = entry.startTime
    state.lcpElement = describe(entry.element)
  })
  observe('layout-shift', {}, (entry) => {
    if (entry.hadRecentInput) return
    const continues = state.sessionStart >= 0 && entry.startTime - state.sessionLast < 1000
      && entry.startTime - state.sessionStart < 5000
    if (continues) state.sessionValue += entry.value
    else { state.sessionValue = entry.value; state.sessionStart = entry.startTime }
    state.sessionLast = entry.startTime
    state.cls = Math.max(state.cls, state.sessionValue)
    state.shifts.push({
      value: entry.value,
      at: entry.startTime,
      nodes: (entry.sources || []).map((source) => describe(source.node) + ' y ' +
        Math.round(source.previousRect.y) + '→' + Math.round(source.currentRect.y) + ' h ' +
        Math.round(source.previousRect.height) + '→' + Math.round(source.currentRect.height)),
    })
  })
  const interaction = (entry) => {
    if (!entry.interactionId) return
    const known = state.interactions[entry.interactionId]
    if (!known || entry.duration > known.duration)
      state.interactions[entry.interactionId] = { id: entry.interactionId, duration: entry.duration, name: entry.name }
  }
  observe('event', { durationThreshold: 16 }, interaction)
  observe('first-input', {}, interaction)
})()`

/** An expression (evaluated as text, see above) that returns the page's vitals as JSON. */
export const READ_VITALS = `JSON.stringify((() => {
  const state = window.${STATE}
  if (!state) return null
  return {
    lcp: state.lcp, lcpElement: state.lcpElement, cls: state.cls, shifts: state.shifts,
    interactions: Object.values(state.interactions), now: performance.now(),
    lastEntryAt: Math.max(state.lastEntryAt, (performance.getEntriesByType('navigation')[0] || {}).loadEventEnd || 0),
  }
})())`

/** Forgets the interactions so far: the next reading holds only what follows. */
export const RESET_INTERACTIONS = `void (window.${STATE} && (window.${STATE}.interactions = {}))`

/**
 * INP as web-vitals computes it: the 98th percentile of the interactions' longest events, which below
 * 50 interactions is the longest; 0 when no event took 16 ms or more (the browser reports none shorter).
 */
export function interactionToNextPaint(interactions: PageVitals['interactions']): number {
  const durations = interactions.map((entry) => entry.duration).sort((a, b) => b - a)
  if (durations.length === 0) return 0
  const skip = Math.min(durations.length - 1, Math.floor(durations.length / 50))
  return durations[skip] ?? 0
}
