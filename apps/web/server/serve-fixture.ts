import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll } from 'vitest'
import { precompressDir } from './precompress.ts'
import { type ServedApp, serveApp } from './serve.ts'

/**
 * The app served by the serve tests (serve.test.ts, serve-headers.test.ts): a small built folder, with
 * precompressed assets, served twice (without and with source maps), and raw requests to it.
 */

export const INDEX = `<!doctype html>
<html>
  <head>
    <title>t</title>
    <!--exchange-config-->
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body>
</html>
`
export const HOSTILE = '</script><script>alert(1)</script>'

/** Large enough to be precompressed, and compressible. */
export const SCRIPT = `console.log("app")\n${'export const value = "a long enough line of JavaScript";\n'.repeat(40)}`

let root: string
export let dist: string
export let app: ServedApp
export let withMaps: ServedApp

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
export function get(
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

/** Builds the folder and starts both servers before the file's tests; removes them after. */
export function onServedApp() {
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
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
