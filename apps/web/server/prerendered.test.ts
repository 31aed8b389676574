// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  PRERENDER_FILE,
  type Prerendered,
  parsePrerendered,
  prerenderedRouteFor,
  withPrerendered,
} from './prerendered.ts'
import { type ServedApp, serveApp } from './serve.ts'

const INDEX = `<!doctype html><html><head><title>t</title><!--exchange-config--><script type="module" src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>`

const PRERENDERED: Prerendered = {
  routes: {
    '/swap': {
      markup: '<section class="swap-card">From $& To</section>',
      js: ['assets/SwapPage-1.js'],
      css: ['assets/SwapPage-1.css'],
    },
  },
  prefixes: { '/add/': { js: ['assets/Add-1.js'], css: ['assets/Add-1.css'], except: ['/add/v2'] } },
  pages: { 'explore-token': { js: ['assets/Token-1.js'], css: ['assets/Explore-1.css'] } },
}

describe('prerenderedRouteFor', () => {
  it('gives the exact path its markup, and nothing for a query, a trailing slash or another path', () => {
    expect(prerenderedRouteFor('/swap', PRERENDERED)?.markup).toContain('swap-card')
    expect(prerenderedRouteFor('/swap?inputCurrency=ETH', PRERENDERED)).toBeUndefined()
    expect(prerenderedRouteFor('/swap/', PRERENDERED)).toBeUndefined()
    expect(prerenderedRouteFor('/pool', PRERENDERED)).toBeUndefined()
    expect(prerenderedRouteFor('/swap', undefined)).toBeUndefined()
    // Not an own property: the object's prototype is no route.
    expect(prerenderedRouteFor('constructor', PRERENDERED)).toBeUndefined()
  })

  it('gives a path under a prefix the page files only, keyed by the prefix, except the excluded pages', () => {
    const add = prerenderedRouteFor('/add/ETH/0xA0b8?x=1', PRERENDERED)
    expect(add).toEqual({ key: '/add/', markup: '', js: ['assets/Add-1.js'], css: ['assets/Add-1.css'] })
    expect(prerenderedRouteFor('/add/', PRERENDERED)).toBeUndefined()
    expect(prerenderedRouteFor('/add/v2/ETH', PRERENDERED)).toBeUndefined()
    expect(prerenderedRouteFor('/add/v2', PRERENDERED)).toBeUndefined()
  })
})

describe('parsePrerendered', () => {
  it('reads what the build writes', () => {
    expect(parsePrerendered(JSON.stringify(PRERENDERED))).toEqual(PRERENDERED)
  })

  it('refuses anything else, whole: a broken file pre-renders nothing', () => {
    expect(parsePrerendered(undefined)).toBeUndefined()
    expect(parsePrerendered('{')).toBeUndefined()
    expect(parsePrerendered('null')).toBeUndefined()
    const withFile = (file: string) =>
      JSON.stringify({ routes: { '/swap': { markup: '', js: [file], css: [] } }, prefixes: {} })
    // A name that would leave assets/ or close the attribute it goes in.
    expect(parsePrerendered(withFile('assets/../../secret.js'))).toBeUndefined()
    expect(parsePrerendered(withFile('assets/a.js"><script>alert(1)</script>'))).toBeUndefined()
    expect(parsePrerendered(withFile('https://elsewhere.example/a.js'))).toBeUndefined()
    expect(parsePrerendered(withFile('assets/a-1.js'))).toBeDefined()
    // The same for the files of a page rendered with its data.
    const withPageFile = (file: string) =>
      JSON.stringify({ routes: {}, prefixes: {}, pages: { add: { js: [file], css: [] } } })
    expect(parsePrerendered(withPageFile('assets/a.js"><script>alert(1)</script>'))).toBeUndefined()
    expect(parsePrerendered(withPageFile('assets/a-1.js'))?.pages.add?.js).toEqual(['assets/a-1.js'])
  })
})

describe('withPrerendered', () => {
  it("puts the markup in #root and the page's styles and preloads in the head", () => {
    const html = withPrerendered(INDEX, { markup: 'A $& B', js: ['assets/a.js'], css: ['assets/a.css'] })
    expect(html).toContain('<div id="root">A $& B</div>')
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="modulepreload" crossorigin href="/assets/a.js"></head>',
    )
  })

  it('leaves #root empty for a preloaded route, and a page without an empty #root unchanged', () => {
    expect(withPrerendered(INDEX, { markup: '', js: [], css: [] })).toContain('<div id="root"></div>')
    const other = INDEX.replace('<div id="root"></div>', '<div id="app"></div>')
    expect(withPrerendered(other, { markup: 'x', js: ['assets/a.js'], css: [] })).toBe(other)
  })
})

describe('serveApp with pre-rendered routes', () => {
  let root: string
  let app: ServedApp
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'prerendered-test-'))
    await mkdir(join(root, 'assets'))
    await writeFile(join(root, 'index.html'), INDEX)
    await writeFile(join(root, PRERENDER_FILE), JSON.stringify(PRERENDERED))
    for (const file of ['SwapPage-1.js', 'SwapPage-1.css', 'Add-1.js', 'Add-1.css'])
      await writeFile(join(root, 'assets', file), '/* built */')
    app = await serveApp({ port: 0, distDir: root, config: { devnet: true } })
  })
  afterAll(async () => {
    await app?.close()
    await rm(root, { recursive: true, force: true })
  })
  const page = async (path: string) => {
    const response = await fetch(`${app.url}${path}`)
    return { body: await response.text(), csp: response.headers.get('content-security-policy') ?? '' }
  }

  it("sends /swap with its first render and its page's files, and the same CSP with one inline script", async () => {
    const { body, csp } = await page('/swap')
    expect(body).toContain('<div id="root"><section class="swap-card">From $& To</section></div>')
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/SwapPage-1.js">')
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/SwapPage-1.css">')
    expect(body.match(/<script>/g)).toHaveLength(1)
    expect(body).toContain('window.__EXCHANGE_CONFIG__=')
    expect(csp).toBe(app.headers['content-security-policy'])
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toMatch(/^'self' 'sha256-[^']+'$/)
  })

  it('sends every other page empty: a query, an unknown path; a parameterised route gets its files only', async () => {
    for (const path of ['/swap?inputCurrency=ETH', '/pool', '/add/v2/ETH', '/%E0%A4%A']) {
      const { body } = await page(path)
      expect(body, path).toContain('<div id="root"></div>')
      expect(body, path).not.toContain('modulepreload')
    }
    const { body } = await page('/add/ETH/0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
    expect(body).toContain('<div id="root"></div>')
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/Add-1.js">')
  })

  it("sends the page empty when the pre-render names files the build does not have (another build's)", async () => {
    await rm(join(root, 'assets', 'SwapPage-1.css'))
    // The server looks at its files again at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    await writeFile(join(root, PRERENDER_FILE), `${JSON.stringify(PRERENDERED)} `)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const { body } = await page('/swap')
    expect(body).toContain('<div id="root"></div>')
    expect(body).not.toContain('swap-card')
  })
})
