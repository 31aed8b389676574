// @vitest-environment node
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EARLY_CLICKS_SCRIPT } from './earlyClicks.ts'
import { precompressDir } from './precompress.ts'
import { injectConfig, negotiateEncoding, type ServedApp, scriptSafeJson, serveApp } from './serve.ts'

const INDEX = `<!doctype html>
<html>
  <head>
    <title>t</title>
    <!--exchange-config-->
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body>
</html>
`
const HOSTILE = '</script><script>alert(1)</script>'

/** Large enough to be precompressed, and compressible. */
const SCRIPT = `console.log("app")\n${'export const value = "a long enough line of JavaScript";\n'.repeat(40)}`

let root: string
let dist: string
let app: ServedApp
let withMaps: ServedApp

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  raw: Buffer
  body: string
}

/**
 * A raw request: fetch() and URL() would normalise `..` away before it reached the server, and fetch
 * would decode the body. `body` is the raw bytes decoded by the answer's Content-Encoding.
 */
function get(
  path: string,
  options: { headers?: Record<string, string>; method?: string; port?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: options.port ?? app.port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const raw = Buffer.concat(chunks)
          const encoding = response.headers['content-encoding']
          const decoded =
            raw.length === 0
              ? raw
              : encoding === 'br'
                ? brotliDecompressSync(raw)
                : encoding === 'gzip'
                  ? gunzipSync(raw)
                  : raw
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            raw,
            body: decoded.toString('utf8'),
          })
        })
        response.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'serve-test-'))
  dist = join(root, 'dist')
  await mkdir(join(dist, 'assets'), { recursive: true })
  await writeFile(join(dist, 'index.html'), INDEX)
  await writeFile(join(dist, 'assets', 'index-abc123.js'), SCRIPT)
  await writeFile(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}')
  await writeFile(join(dist, 'assets', 'index-abc123.css'), 'body{color:red}\n')
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(join(dist, 'logo.png'), Buffer.alloc(2048, 7))
  // As the build does: .br and .gz beside each text asset large enough to gain from it.
  await precompressDir(dist)
  // Outside the served folder: must never be reachable.
  await writeFile(join(root, 'secret.txt'), 'top secret')
  app = await serveApp({
    port: 0,
    distDir: dist,
    config: { devnet: true, rpcUrls: { 1: 'http://127.0.0.1:8545' }, extraBlockedAddresses: [HOSTILE] },
  })
  withMaps = await serveApp({ port: 0, distDir: dist, config: {}, serveSourceMaps: true })
})

afterAll(async () => {
  await app?.close()
  await withMaps?.close()
  await rm(root, { recursive: true, force: true })
})

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

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
