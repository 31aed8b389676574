/**
 * The build's pre-rendered first visits (build-plugins/prerender.ts writes them, serve.ts sends them): per
 * route, the markup React renders for a first visit, and the page chunk's scripts and styles.
 */
export interface Prerendered {
  routes: Record<string, { markup: string; js: string[]; css: string[] }>
}

export const PRERENDER_FILE = 'prerendered.json'

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
  const routes = (value as { routes?: unknown } | null)?.routes
  if (typeof routes !== 'object' || routes === null) return undefined
  const result: Prerendered = { routes: {} }
  for (const [route, entry] of Object.entries(routes)) {
    const { markup, js, css } = (entry ?? {}) as Record<string, unknown>
    if (typeof markup !== 'string' || !isStrings(js) || !isStrings(css)) return undefined
    if (![...js, ...css].every(isAssetName)) return undefined
    result.routes[route] = { markup, js, css }
  }
  return result
}

/**
 * The pre-rendered route for a request's target (`/swap`, not `/swap?inputCurrency=…` nor `/swap/`): a
 * query or any other difference changes what the first render shows, and such a page renders in the
 * browser instead.
 */
export function prerenderedRouteFor(target: string, prerendered: Prerendered | undefined) {
  if (!prerendered || target.includes('?') || target.includes('#')) return undefined
  return Object.hasOwn(prerendered.routes, target) ? prerendered.routes[target] : undefined
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
    .replace(ROOT_ELEMENT, () => `<div id="root">${route.markup}</div>`)
}
