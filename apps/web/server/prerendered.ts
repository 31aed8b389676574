/**
 * The build's pre-rendered first visits (build-plugins/prerender.ts writes them, serve.ts sends them): per
 * route, the markup React renders for a first visit, and the page chunk's scripts and styles.
 */
export interface Prerendered {
  routes: Record<string, PrerenderedRoute>
  /**
   * Paths under these prefixes (routes with parameters) get the page's files, without markup; paths under
   * one of `except` (another page's routes under the same prefix) do not.
   */
  prefixes: Record<string, Omit<PrerenderedRoute, 'markup'> & { except: string[] }>
  /** The files of each page the server renders at request time with its data (firstRender.ts), by name. */
  pages: Record<string, Omit<PrerenderedRoute, 'markup'>>
}

export interface PrerenderedRoute {
  /** What React renders in #root for a first visit; empty for a route that is only preloaded. */
  markup: string
  /** The page chunk's scripts and styles (under assets/), beyond what index.html loads. */
  js: string[]
  css: string[]
}

export const PRERENDER_FILE = 'prerendered.json'

/**
 * The build's server bundle of app/prerender.tsx (relative to apps/web), which renders pages with their
 * request-time data (server/firstRender.ts). Beside dist, never in it: dist is served as files.
 */
export const SERVER_BUNDLE_DIR = 'dist-server'
export const SERVER_BUNDLE_FILE = 'prerender.js'

export const ROOT_ELEMENT = '<div id="root"></div>'

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string')

/** A file name the build wrote under assets/ (nothing that could close an attribute or leave the folder). */
const isAssetName = (value: string) => /^assets\/[\w.-]+\.(js|css)$/.test(value)

/** The pre-render file's contents, or undefined when missing or not of this shape (then nothing is pre-rendered). */
export function parsePrerendered(text: string | undefined): Prerendered | undefined {
  if (text === undefined) return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  const { routes, prefixes, pages } = (value ?? {}) as {
    routes?: unknown
    prefixes?: unknown
    pages?: unknown
  }
  if (typeof routes !== 'object' || routes === null) return undefined
  const result: Prerendered = { routes: {}, prefixes: {}, pages: {} }
  const read = (entry: unknown, markupRequired: boolean): PrerenderedRoute | undefined => {
    const { markup = markupRequired ? undefined : '', js, css } = (entry ?? {}) as Record<string, unknown>
    if (typeof markup !== 'string' || !isStrings(js) || !isStrings(css)) return undefined
    return [...js, ...css].every(isAssetName) ? { markup, js, css } : undefined
  }
  for (const [route, entry] of Object.entries(routes)) {
    const read_ = read(entry, true)
    if (!read_) return undefined
    result.routes[route] = read_
  }
  for (const [prefix, entry] of Object.entries(typeof prefixes === 'object' && prefixes ? prefixes : {})) {
    const read_ = read(entry, false)
    const except = (entry as { except?: unknown }).except ?? []
    if (!read_ || !isStrings(except)) return undefined
    result.prefixes[prefix] = { js: read_.js, css: read_.css, except }
  }
  for (const [name, entry] of Object.entries(typeof pages === 'object' && pages ? pages : {})) {
    const read_ = read(entry, false)
    if (!read_) return undefined
    result.pages[name] = { js: read_.js, css: read_.css }
  }
  return result
}

/**
 * The pre-rendered route for a request's target (`/swap`, not `/swap?inputCurrency=…` nor `/swap/`): a
 * query or any other difference changes what the first render shows, and such a page renders in the
 * browser instead.
 */
export function prerenderedRouteFor(
  target: string,
  prerendered: Prerendered | undefined,
): (PrerenderedRoute & { key: string }) | undefined {
  if (!prerendered) return undefined
  const path = target.split(/[?#]/, 1)[0] ?? ''
  const exact = Object.hasOwn(prerendered.routes, target) ? prerendered.routes[target] : undefined
  if (path === target && exact) return { key: target, ...exact }
  // A route with parameters: its page's files only (the query does not change which page it is). The key
  // is the prefix, so that a server caches one page per prefix, not one per path a client makes up.
  for (const [prefix, { js, css, except }] of Object.entries(prerendered.prefixes)) {
    if (!path.startsWith(prefix) || path.length === prefix.length) continue
    if (except.some((other) => path === other || path.startsWith(`${other}/`))) continue
    return { key: prefix, markup: '', js, css }
  }
  return undefined
}

/**
 * index.html with a route's markup in #root and, before the end of its head, the route's styles (so that
 * the markup is styled at its first paint, not shifted when the page's script adds them) and its scripts
 * as module preloads (fetched beside the entry instead of after it). The page unchanged when it has no
 * empty #root to fill.
 */
export function withPrerendered(
  html: string,
  route: { markup: string; js: string[]; css: string[] },
): string {
  if (!html.includes(ROOT_ELEMENT) || !html.includes('</head>')) return html
  const links = [
    ...route.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...route.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('')
  // Function replacements: `$&` and friends in the markup must not be interpreted.
  return html
    .replace('</head>', () => `${links}</head>`)
    .replace(ROOT_ELEMENT, () => (route.markup ? `<div id="root">${route.markup}</div>` : ROOT_ELEMENT))
}

/** The id of the JSON data block a page rendered with its data carries (app/firstData.ts reads it). */
export const FIRST_DATA_ELEMENT_ID = 'first-chain-data'

/**
 * The page with `json` (script-safe: serve.ts's scriptSafeJson) in a JSON data block before `</body>`. A
 * data block is never run, so the Content-Security-Policy's script hashes need not cover it.
 */
export function withFirstData(html: string, json: string): string {
  if (!html.includes('</body>')) return html
  const block = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${json}</script>`
  return html.replace('</body>', () => `${block}</body>`)
}
