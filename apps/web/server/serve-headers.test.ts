// @vitest-environment node
import { createHash } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { negotiateEncoding } from './serve.ts'
import { app, dist, get, onServedApp, SCRIPT } from './serve-fixture.ts'

onServedApp()

describe('compression', () => {
  it('writes .br and .gz beside text assets at build time, not beside index.html, maps, images or tiny files', async () => {
    const files = (await readdir(dist, { recursive: true })).map(String).sort()
    expect(files).toContain(join('assets', 'index-abc123.js.br'))
    expect(files).toContain(join('assets', 'index-abc123.js.gz'))
    expect(files).not.toContain('index.html.br')
    expect(files).not.toContain(join('assets', 'index-abc123.js.map.br'))
    expect(files).not.toContain('logo.png.br')
    // 16 bytes of CSS would only grow.
    expect(files).not.toContain(join('assets', 'index-abc123.css.br'))
  })

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
  ])('Accept-Encoding %j gets %s, with Vary and the immutable cache', async (accept, encoding) => {
    const answer = await get('/assets/index-abc123.js', {
      headers: accept ? { 'accept-encoding': accept } : {},
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe(encoding)
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Number(answer.headers['content-length'])).toBe(answer.raw.length)
    expect(answer.body).toBe(SCRIPT)
    if (encoding) expect(answer.raw.length).toBeLessThan(SCRIPT.length / 4)
  })

  it('answers HEAD with the length of the encoding it would send and no body', async () => {
    const full = await get('/assets/index-abc123.js', { headers: { 'accept-encoding': 'br' } })
    const head = await get('/assets/index-abc123.js', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    })
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.headers['content-length']).toBe(String(full.raw.length))
    expect(head.raw.length).toBe(0)
  })

  it('sends files the build did not compress as they are, still saying Vary for text', async () => {
    const style = await get('/assets/index-abc123.css', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(style.headers['content-encoding']).toBeUndefined()
    expect(style.body).toBe('body{color:red}\n')
    expect(style.headers.vary).toBe('Accept-Encoding')
    const image = await get('/logo.png', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(image.headers['content-encoding']).toBeUndefined()
    expect(image.headers.vary).toBeUndefined()
    expect(image.raw.length).toBe(2048)
  })

  it('compresses index.html with its configuration, which is never cached', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const page = await get('/swap', { headers: { 'accept-encoding': accept } })
      expect(page.headers['content-encoding'], accept).toBe(encoding)
      expect(page.headers.vary).toBe('Accept-Encoding')
      expect(page.headers['cache-control']).toBe('no-cache')
      expect(page.body).toContain('window.__EXCHANGE_CONFIG__={"devnet":true')
    }
  })

  it('negotiates by q-value, brotli first on a tie', () => {
    expect(negotiateEncoding('gzip;q=1, br;q=1', ['br', 'gzip'])).toBe('br')
    expect(negotiateEncoding('br', ['gzip'])).toBe('identity')
    expect(negotiateEncoding('br;q=abc, gzip', ['br', 'gzip'])).toBe('gzip')
    expect(negotiateEncoding('BR', ['br'])).toBe('br')
    expect(negotiateEncoding(undefined, ['br', 'gzip'])).toBe('identity')
  })
})

describe('security headers', () => {
  const PATHS = ['/', '/swap', '/favicon.svg', '/assets/missing-1.js', '/../x', '/pool/%00']

  it.each(PATHS)('%s carries every security header', async (path) => {
    const answer = await get(path)
    expect(answer.headers['x-frame-options']).toBe('DENY')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(answer.headers['permissions-policy']).toContain('camera=()')
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(answer.headers['content-security-policy']).toBe(app.headers['content-security-policy'])
  })

  it('a script or a style carries nosniff only: a policy there would do nothing but cost bytes', async () => {
    for (const path of ['/assets/index-abc123.js', '/assets/index-abc123.css', '/logo.png']) {
      const answer = await get(path)
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff')
      expect(answer.headers['content-security-policy'], path).toBeUndefined()
    }
  })

  it('also on a refused method', async () => {
    const answer = await get('/swap', { method: 'POST' })
    expect(answer.status).toBe(405)
    expect(answer.headers['x-frame-options']).toBe('DENY')
    expect(answer.headers['content-security-policy']).toContain("script-src 'self' 'sha256-")
  })

  it("lets the page's one inline script run by its hash, and nothing else inline", async () => {
    const page = await get('/swap')
    const scripts = [...page.body.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1] ?? '')
    expect(scripts).toHaveLength(1)
    const hash = createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64')
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1]
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`)
    // The configuration decides the connections: the configured RPC is allowed.
    expect(page.headers['content-security-policy']).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:8545/)
  })
})
