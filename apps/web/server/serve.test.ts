// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { injectConfig, type ServedApp, scriptSafeJson, serveApp } from './serve.ts'

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

let root: string
let dist: string
let app: ServedApp

/** A raw request: fetch() and URL() would normalise `..` away before it reached the server. */
function get(path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: app.port, path, method: 'GET' }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
      response.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'serve-test-'))
  dist = join(root, 'dist')
  await mkdir(join(dist, 'assets'), { recursive: true })
  await writeFile(join(dist, 'index.html'), INDEX)
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")\n')
  await writeFile(join(dist, 'assets', 'index-abc123.css'), 'body{color:red}\n')
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  // Outside the served folder: must never be reachable.
  await writeFile(join(root, 'secret.txt'), 'top secret')
  app = await serveApp({
    port: 0,
    distDir: dist,
    config: { devnet: true, rpcUrls: { 1: 'http://127.0.0.1:8545' }, extraBlockedAddresses: [HOSTILE] },
  })
})

afterAll(async () => {
  await app?.close()
  await rm(root, { recursive: true, force: true })
})

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
    const match = /<script>window\.__EXCHANGE_CONFIG__=(.*?)<\/script>/.exec(body)
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
      '<head><script>window.__EXCHANGE_CONFIG__={"a":"$\\u0026"}</script></head>',
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
    expect(script.body).toBe('console.log("app")\n')

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
