// @vitest-environment node
import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EARLY_CLICKS_SCRIPT } from './earlyClicks.ts'
import { precompressDir } from './precompress.ts'
import { injectConfig, scriptSafeJson } from './serve.ts'
import {
  app,
  dist,
  escapeRegExp,
  get,
  HOSTILE,
  INDEX,
  onServedApp,
  SCRIPT,
  withMaps,
} from './serve-fixture.ts'

onServedApp()

describe('serveApp', () => {
  it('listens on a free port when asked for port 0', () => {
    expect(app.port).toBeGreaterThan(0)
    expect(app.url).toBe(`http://127.0.0.1:${app.port}`)
  })

  it('injects the configuration in place of the marker, escaped so that it cannot close the script', async () => {
    const { status, headers, body } = await get('/')
    expect(status).toBe(200)
    expect(headers['content-type']).toBe('text/html; charset=utf-8')
    expect(headers['cache-control']).toBe('no-cache')
    expect(body).not.toContain('<!--exchange-config-->')
    expect(body).not.toContain('alert(1)</script>')
    // Exactly the one closing tag of our script plus the app's own.
    expect(body.match(/<\/script>/g)).toHaveLength(2)
    // The configuration's statement, then the early clicks' recorder (earlyClicks.ts), in the one script.
    const match = new RegExp(
      `<script>window\\.__EXCHANGE_CONFIG__=(.*?);${escapeRegExp(EARLY_CLICKS_SCRIPT)}</script>`,
    ).exec(body)
    expect(match?.[1]).toBeDefined()
    expect(match?.[1]).not.toMatch(/[<>&\u2028\u2029]/)
    // The escaped text is still the same JSON value.
    const config = JSON.parse(match?.[1] ?? 'null') as { devnet: boolean; extraBlockedAddresses: string[] }
    expect(config.devnet).toBe(true)
    expect(config.extraBlockedAddresses).toEqual([HOSTILE])
  })

  it('escapes <, >, &, U+2028 and U+2029 and keeps the value', () => {
    const value = { text: `${HOSTILE} & <!-- \u2028\u2029 $& $1` }
    const json = scriptSafeJson(value)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(value)
    // `$&` in the value must not be expanded by String.replace.
    expect(injectConfig('<head><!--exchange-config--></head>', { a: '$&' })).toBe(
      `<head><script>window.__EXCHANGE_CONFIG__={"a":"$\\u0026"};${EARLY_CLICKS_SCRIPT}</script></head>`,
    )
  })

  it('answers index.html for any path that is not a file (single-page app fallback)', async () => {
    for (const path of ['/swap/anything', '/pool/1/0xabc?x=1', '/index.html']) {
      const { status, headers, body } = await get(path)
      expect(status, path).toBe(200)
      expect(headers['content-type']).toBe('text/html; charset=utf-8')
      expect(headers['cache-control']).toBe('no-cache')
      expect(body).toContain('window.__EXCHANGE_CONFIG__=')
    }
  })

  it('serves assets with their content type and a long cache lifetime', async () => {
    const script = await get('/assets/index-abc123.js')
    expect(script.status).toBe(200)
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(script.body).toBe(SCRIPT)

    const style = await get('/assets/index-abc123.css?v=1')
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8')

    const icon = await get('/favicon.svg')
    expect(icon.status).toBe(200)
    expect(icon.headers['content-type']).toBe('image/svg+xml')
    expect(icon.headers['cache-control']).not.toContain('immutable')
  })

  it('answers 404 for a missing asset instead of the page', async () => {
    const { status } = await get('/assets/missing-123.js')
    expect(status).toBe(404)
  })

  it('refuses path traversal', async () => {
    for (const path of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2E%2E%2F%2E%2E%2Fsecret.txt',
      '/..%5csecret.txt',
    ]) {
      const { status, body } = await get(path)
      expect(status, path).toBe(400)
      expect(body).not.toContain('top secret')
    }
  })
})

describe('source maps', () => {
  it('are not served by default', async () => {
    const map = await get('/assets/index-abc123.js.map')
    expect(map.status).toBe(404)
    expect(map.body).not.toContain('secret.ts')
  })

  it('are served when the flag says so', async () => {
    const map = await get('/assets/index-abc123.js.map', { port: withMaps.port })
    expect(map.status).toBe(200)
    expect(map.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(map.body).toContain('secret.ts')
  })
})

describe('malformed paths', () => {
  it.each(['/pool/%00', '/pool/%E0%A4%A', '/swap/%', '/%ZZ', '/pool/1%00.js'])(
    '%s gets the app, whose router shows its own not-found handling',
    async (path) => {
      const answer = await get(path)
      expect(answer.status).toBe(200)
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(answer.body).toContain('window.__EXCHANGE_CONFIG__=')
    },
  )

  it('a malformed asset path is a 404, not the page', async () => {
    for (const path of ['/assets/%00.js', '/assets/%E0%A4%A.js'])
      expect((await get(path)).status, path).toBe(404)
  })
})

describe('reading from disk', () => {
  it('keeps a hashed asset in memory once read (its name is its content)', async () => {
    const path = join(dist, 'assets', 'cached-1a2b3c.js')
    await writeFile(path, SCRIPT)
    await precompressDir(dist)
    const first = await get('/assets/cached-1a2b3c.js', { headers: { 'accept-encoding': 'br' } })
    await rm(`${path}.br`)
    await rm(path)
    const again = await get('/assets/cached-1a2b3c.js', { headers: { 'accept-encoding': 'br' } })
    expect(again.status).toBe(200)
    expect(again.raw.equals(first.raw)).toBe(true)
    // A file that is not there is never remembered as there.
    expect((await get('/assets/later-9f8e7d.js')).status).toBe(404)
    await writeFile(join(dist, 'assets', 'later-9f8e7d.js'), 'late')
    expect((await get('/assets/later-9f8e7d.js')).body).toBe('late')
  })

  it('picks up a rebuilt index.html within a second', async () => {
    const before = await get('/swap')
    await writeFile(join(dist, 'index.html'), INDEX.replace('<title>t</title>', '<title>rebuilt</title>'))
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const after = await get('/swap')
    expect(before.body).not.toContain('rebuilt')
    expect(after.body).toContain('<title>rebuilt</title>')
    await writeFile(join(dist, 'index.html'), INDEX)
  })
})
