import { readFile, stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { FirstRender, FirstRenderer } from './firstRender.ts'
import { compress } from './precompress.ts'
import {
  PRERENDER_FILE,
  parsePrerendered,
  prerenderedRouteFor,
  withFirstData,
  withPrerendered,
} from './prerendered.ts'
import { configScriptBody } from './securityHeaders.ts'

/** Where index.html has the configuration's script put in. */
export const CONFIG_MARKER = '<!--exchange-config-->'

/** A response body in each encoding the server has it in. */
export interface Variants {
  identity: Buffer
  br?: Buffer
  gzip?: Buffer
}

/**
 * JSON that is safe inside an inline `<script>`: no `<`, `>` or `&` can start `</script>` or `<!--`,
 * and U+2028/U+2029 (valid in JSON, line terminators in older JavaScript) are escaped as well.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export function injectConfig(html: string, config: Record<string, unknown>): string {
  return injectScript(html, configScriptBody(scriptSafeJson(config)))
}

function injectScript(html: string, body: string): string {
  const script = `<script>${body}</script>`
  // A function replacement: `$&` and friends in the JSON must not be interpreted.
  if (html.includes(CONFIG_MARKER)) return html.replace(CONFIG_MARKER, () => script)
  // Without the marker the configuration still has to arrive before the app's scripts.
  return html.replace(/<head[^>]*>/i, (head) => `${head}${script}`)
}

/**
 * The paths the render worker may render with data (the add page, not v2's; the Explore pages): only
 * these wait for it. Which of them it renders, it decides (app/prerender.tsx).
 */
export const DATA_RENDERED_PATH = /^\/(add\/(?!v2([/?#]|$))|explore([/?#]|$))/

/**
 * The app's page for every path that is not a file (serve.ts): index.html with the configuration's script,
 * and, where the build pre-rendered a route (prerendered.json) or `firstRenderer` renders one with its
 * chain data (firstRender.ts), that first render in #root and the page's files in the head. Each page is
 * compressed once per content.
 */
export function indexPages({
  root,
  indexPath,
  scriptBody,
  firstRenderer,
}: {
  root: string
  indexPath: string
  /** The configuration script's body (the CSP hashes exactly this). */
  scriptBody: string
  firstRenderer: FirstRenderer | undefined
}): { variants(target: string): Promise<Variants>; close(): Promise<void> } {
  // index.html is read per request, so that a rebuild while serving is picked up (its asset names
  // change); its compressed forms are made once per content. The build's pre-rendered routes
  // (prerendered.json, build-plugins/prerender.ts) are read the same way: their pages are index.html with
  // the route's first render in #root.
  const pageCache = new Map<
    string,
    { html: string; prerendered: string | undefined; variants: Promise<Variants> }
  >()
  // Looked at again at most once a second: a rebuild is picked up, and a busy server reads it rarely.
  let indexRead: { at: number; files: Promise<[string, string | undefined]> } | undefined
  const readIndex = () => {
    if (!indexRead || Date.now() - indexRead.at > 1_000)
      indexRead = {
        at: Date.now(),
        files: Promise.all([
          readFile(indexPath, 'utf8'),
          readFile(resolve(root, PRERENDER_FILE), 'utf8').catch(() => undefined),
        ]),
      }
    return indexRead.files
  }
  // One page per render: a render is cached for a few seconds (firstRender.ts), and so is its page.
  const renderedPages = new WeakMap<FirstRender, Promise<Variants>>()

  // A pre-render from another build (a rebuild half written, a stale file) names files this build
  // does not have: its markup would show unstyled, so the page goes out empty instead.
  const filesPresent = async (route: { js: string[]; css: string[] }) =>
    (
      await Promise.all(
        [...route.js, ...route.css].map((file) =>
          stat(resolve(root, file)).then(
            (info) => info.isFile(),
            () => false,
          ),
        ),
      )
    ).every(Boolean)
  const variantsOf = async (page: string): Promise<Variants> => {
    const identity = Buffer.from(injectScript(page, scriptBody))
    const [br, gzip] = await Promise.all([compress(identity, 'br', true), compress(identity, 'gzip', true)])
    return { identity, br, gzip }
  }

  const variants = async (target: string): Promise<Variants> => {
    const [html, prerenderedText] = await readIndex()
    const prerendered = parsePrerendered(prerenderedText)
    const route = prerenderedRouteFor(target, prerendered)
    // A page whose first render shows data its URL names (the add page's pool, the Explore pages).
    if (!route?.markup && firstRenderer && DATA_RENDERED_PATH.test(target)) {
      const rendered = await firstRenderer.render(target)
      if (rendered) {
        let page = renderedPages.get(rendered)
        if (!page) {
          const files = (rendered.page && prerendered?.pages[rendered.page]) || route
          page = (async () =>
            files && (await filesPresent(files))
              ? variantsOf(
                  withFirstData(
                    withPrerendered(html, { ...files, markup: rendered.markup }),
                    scriptSafeJson(rendered.data),
                  ),
                )
              : variantsOf(html))()
          renderedPages.set(rendered, page)
        }
        return page
      }
    }
    const key = route?.key ?? ''
    const cached = pageCache.get(key)
    if (cached?.html === html && cached.prerendered === prerenderedText) return cached.variants
    const page = (async () => {
      const present = route ? await filesPresent(route) : false
      return variantsOf(route && present ? withPrerendered(html, route) : html)
    })()
    // One entry per pre-rendered route and one for every other page: the cache stays this small.
    pageCache.set(key, { html, prerendered: prerenderedText, variants: page })
    return page
  }

  return { variants, close: async () => firstRenderer?.close() }
}
