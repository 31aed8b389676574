// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIRST_DATA_ELEMENT_ID as CLIENT_ELEMENT_ID } from '../src/app/firstData.ts'
import { createFirstRenderer, type FirstRenderer } from './firstRender.ts'
import { DATA_RENDERED_PATH } from './indexPages.ts'
import { FIRST_DATA_ELEMENT_ID, PRERENDER_FILE, type Prerendered, withFirstData } from './prerendered.ts'
import { type ServedApp, scriptSafeJson, serveApp } from './serve.ts'

/**
 * Server bundles standing in for the build's (app/prerender.tsx): each exports renderWithChainData as the
 * real one does, and behaves in one way the server must survive. A module-level counter shows how often a
 * bundle really rendered.
 */
const BUNDLES: Record<string, string> = {
  echo: `let renders = 0
export async function renderWithChainData(url) {
  renders++
  if (url.includes('none')) return undefined
  const page = url.startsWith('/explore/tokens/') ? 'explore-token' : url.startsWith('/add/') ? 'add' : undefined
  if (url.includes('config')) return { markup: JSON.stringify(globalThis.__EXCHANGE_CONFIG__), data: null, page: 'explore-token' }
  return { markup: '<p>' + url + ' #' + renders + '</p>', data: { url, config: globalThis.__EXCHANGE_CONFIG__, evil: '</script><script>alert(1)</script>' }, page }
}`,
  hang: `export function renderWithChainData(url, { signal }) {
  if (url.includes('aborts')) return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
  return new Promise(() => {})
}`,
  slow: `export function renderWithChainData(url) {
  return new Promise((resolve) => setTimeout(() => resolve({ markup: url, data: null }), 300))
}`,
  // One render at a time, as the real bundle: a render that never ends holds every later one.
  stuck: `let previous = Promise.resolve()
export function renderWithChainData(url) {
  const next = previous.then(() => (url.includes('stuck') ? new Promise(() => {}) : { markup: 'fine', data: null }))
  previous = next
  return next
}`,
  throws: `export async function renderWithChainData() { throw new Error('a render failed') }`,
  dies: `export async function renderWithChainData(url) {
  if (url.includes('exit')) process.exit(3)
  return { markup: 'alive', data: null }
}`,
  broken: `export const nothing = 1; throw new Error('the bundle does not load')`,
}

let dir: string
const renderers: FirstRenderer[] = []
const renderer = (bundle: string, options: Partial<Parameters<typeof createFirstRenderer>[0]> = {}) => {
  const created = createFirstRenderer({
    bundlePath: join(dir, `${bundle}.mjs`),
    config: { rpcUrls: { 1: 'http://127.0.0.1:1' }, indexerUrl: 'http://127.0.0.1:2' },
    ...options,
  })
  renderers.push(created)
  return created
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'first-render-test-'))
  for (const [name, source] of Object.entries(BUNDLES)) await writeFile(join(dir, `${name}.mjs`), source)
})
afterAll(async () => {
  await Promise.all(renderers.map((created) => created.close()))
  await rm(dir, { recursive: true, force: true })
})

describe('createFirstRenderer', () => {
  it("renders in the bundle with the server's endpoints, and reuses a render of the same target for ttlMs", async () => {
    const first = renderer('echo', { ttlMs: 400 })
    const rendered = await first.render('/add/ETH/0x1')
    expect(rendered?.markup).toBe('<p>/add/ETH/0x1 #1</p>')
    // The app in the worker has the page's configuration, endpoints included.
    expect(rendered?.data).toMatchObject({
      config: { rpcUrls: { 1: 'http://127.0.0.1:1' }, indexerUrl: 'http://127.0.0.1:2' },
    })
    expect((await first.render('/add/ETH/0x1'))?.markup).toBe('<p>/add/ETH/0x1 #1</p>')
    expect((await first.render('/add/ETH/0x2'))?.markup).toBe('<p>/add/ETH/0x2 #2</p>')
    // A page the bundle does not render is remembered too: no read per request for it.
    expect(await first.render('/add/none')).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 450))
    expect((await first.render('/add/ETH/0x1'))?.markup).toBe('<p>/add/ETH/0x1 #4</p>')
  })

  it('keeps at most maxEntries renders', async () => {
    const small = renderer('echo', { maxEntries: 2, ttlMs: 60_000 })
    for (const target of ['/a', '/b', '/c']) await small.render(target)
    // '/a' was dropped for '/c': rendered again; '/c' is still there.
    expect((await small.render('/a'))?.markup).toBe('<p>/a #4</p>')
    expect((await small.render('/c'))?.markup).toBe('<p>/c #3</p>')
  })

  it('gives up on a render after timeoutMs, whether the bundle hears the abort or not', async () => {
    const hanging = renderer('hang', { timeoutMs: 200, restartAfterMs: 0 })
    for (const target of ['/add/hangs', '/add/aborts', '/add/hangs-again']) {
      const started = Date.now()
      expect(await hanging.render(target), target).toBeUndefined()
      expect(Date.now() - started, target).toBeLessThan(2_000)
    }
  })

  it('ends a worker whose render outlived its abort: the next render gets a new one', async () => {
    // timeoutMs leaves a new worker time to start on a loaded machine; ttlMs 0: no render is reused.
    const stuckOnce = renderer('stuck', { timeoutMs: 2_000, restartAfterMs: 0, ttlMs: 0 })
    expect(await stuckOnce.render('/add/stuck')).toBeUndefined()
    // The first worker is still stuck on that render and would never answer. The very next render is the
    // one that must answer: sent to a new worker, not queued behind the stuck one (nor answered only by
    // some later attempt once the old worker has exited).
    expect((await stuckOnce.render('/add/fine'))?.markup).toBe('fine')
    expect((await stuckOnce.render('/add/fine-again'))?.markup).toBe('fine')
  })

  it('renders nothing beyond maxPending renders at once', async () => {
    const slow = renderer('slow', { maxPending: 2 })
    const results = await Promise.all(['/1', '/2', '/3', '/4'].map((target) => slow.render(target)))
    expect(results.map((result) => result?.markup)).toEqual(['/1', '/2', undefined, undefined])
  })

  it('renders nothing, and the server goes on, when a render throws, the bundle is missing or does not load', async () => {
    expect(await renderer('throws').render('/x')).toBeUndefined()
    expect(await renderer('missing').render('/x')).toBeUndefined()
    expect(await renderer('broken').render('/x')).toBeUndefined()
  })

  it('starts a worker that died again, not sooner than restartAfterMs', async () => {
    const dying = renderer('dies', { restartAfterMs: 300, ttlMs: 0 })
    expect((await dying.render('/before'))?.markup).toBe('alive')
    expect(await dying.render('/exit')).toBeUndefined()
    expect(await dying.render('/too-soon')).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 350))
    expect((await dying.render('/after'))?.markup).toBe('alive')
  })

  it('renders nothing once closed', async () => {
    const closing = renderer('echo')
    await closing.close()
    expect(await closing.render('/x')).toBeUndefined()
  })
})

describe('DATA_RENDERED_PATH', () => {
  it('names the add page (not v2) and the Explore pages, nothing else', () => {
    for (const path of [
      '/add/ETH/0x1',
      '/add/ETH',
      '/add/v2x/1',
      '/explore',
      '/explore?x',
      '/explore/tokens',
      '/explore/pools/base/0x1',
    ])
      expect(DATA_RENDERED_PATH.test(path), path).toBe(true)
    for (const path of [
      '/add',
      '/add/v2',
      '/add/v2/ETH',
      '/add/v2?x',
      '/explorer',
      '/swap',
      '/pool/1',
      '/',
      '/x/add/1',
    ])
      expect(DATA_RENDERED_PATH.test(path), path).toBe(false)
  })
})

describe('withFirstData', () => {
  it('puts the data block before </body>, with the id the browser reads', () => {
    expect(FIRST_DATA_ELEMENT_ID).toBe(CLIENT_ELEMENT_ID)
    const page = withFirstData('<html><body><div id="root"></div></body></html>', scriptSafeJson({ a: '$&' }))
    expect(page).toBe(
      `<html><body><div id="root"></div><script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">{"a":"$\\u0026"}</script></body></html>`,
    )
    expect(withFirstData('<p>no body</p>', '{}')).toBe('<p>no body</p>')
  })
})

describe('serveApp with pages rendered at request time', () => {
  const INDEX = `<!doctype html><html><head><!--exchange-config--></head><body><div id="root"></div></body></html>`
  const PRERENDERED: Prerendered = {
    routes: {},
    prefixes: { '/add/': { js: ['assets/Add-1.js'], css: [], except: ['/add/v2'] } },
    pages: { 'explore-token': { js: ['assets/Token-1.js'], css: ['assets/Explore-1.css'] } },
  }
  let root: string
  const apps: ServedApp[] = []
  const serve = async (config: Record<string, unknown>, serverBundle?: string | false) => {
    const app = await serveApp({ port: 0, distDir: root, config, serverBundle })
    apps.push(app)
    return app
  }
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'first-render-serve-'))
    await mkdir(join(root, 'assets'))
    await writeFile(join(root, 'index.html'), INDEX)
    for (const file of ['Add-1.js', 'Token-1.js', 'Explore-1.css'])
      await writeFile(join(root, 'assets', file), '/* built */')
    await writeFile(join(root, PRERENDER_FILE), JSON.stringify(PRERENDERED))
  })
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()))
    await rm(root, { recursive: true, force: true })
  })

  it('sends an add page with its render in #root and its data in a data block that cannot close early', async () => {
    const app = await serve({ rpcUrls: { 1: 'http://127.0.0.1:1' } }, join(dir, 'echo.mjs'))
    const body = await (await fetch(`${app.url}/add/ETH/0x1?x=1`)).text()
    expect(body).toMatch(/<div id="root"><p>\/add\/ETH\/0x1\?x=1 #\d+<\/p><\/div>/)
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/Add-1.js">')
    const block = body.match(/<script type="application\/json" id="first-chain-data">(.*?)<\/script>/)?.[1]
    expect(JSON.parse(block ?? 'null')).toMatchObject({ evil: '</script><script>alert(1)</script>' })
    // The only executable script is still the configuration the CSP hashes.
    expect(body.match(/<script>/g)).toHaveLength(1)
    // A page the build listed gets its own files: an Explore token page, its chunk and styles.
    const token = await (await fetch(`${app.url}/explore/tokens/ethereum/0x1`)).text()
    expect(token).toMatch(/<div id="root"><p>\/explore\/tokens\/ethereum\/0x1 #\d+<\/p><\/div>/)
    expect(token).toContain('<link rel="stylesheet" crossorigin href="/assets/Explore-1.css">')
    expect(token).toContain('<link rel="modulepreload" crossorigin href="/assets/Token-1.js">')
    expect(token).not.toContain('Add-1.js')
    // The app in the worker reads the server's configuration, as the page does.
    expect(await (await fetch(`${app.url}/explore/config`)).text()).toContain(
      '<div id="root">{"rpcUrls":{"1":"http://127.0.0.1:1"}}</div>',
    )
    // Another page, or one the bundle does not render, goes out as before; only add and Explore paths
    // wait for the worker at all.
    for (const path of ['/add/v2/ETH', '/add/none', '/pool', '/swap?config', '/explorer/tokens']) {
      const other = await (await fetch(`${app.url}${path}`)).text()
      expect(other, path).toContain('<div id="root"></div>')
      expect(other, path).not.toContain('first-chain-data')
    }
  })

  it('renders nothing without an RPC endpoint in the configuration, or when told not to', async () => {
    for (const app of [
      await serve({}, join(dir, 'echo.mjs')),
      await serve({ rpcUrls: { 1: 'http://127.0.0.1:1' } }, false),
    ]) {
      const body = await (await fetch(`${app.url}/add/ETH/0x1`)).text()
      expect(body).toContain('<div id="root"></div>')
      expect(body).not.toContain('first-chain-data')
    }
  })

  it("sends the page as before when the render's worker hangs", async () => {
    const app = await serve({ rpcUrls: { 1: 'http://127.0.0.1:1' } }, join(dir, 'hang.mjs'))
    const started = Date.now()
    const body = await (await fetch(`${app.url}/add/ETH/0x1`)).text()
    expect(body).toContain('<div id="root"></div>')
    expect(Date.now() - started).toBeLessThan(3_000)
  })
})
