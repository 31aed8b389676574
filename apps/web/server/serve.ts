import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, isAbsolute, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createFirstRenderer, type FirstRenderer } from './firstRender.ts'
import { indexPages, scriptSafeJson, type Variants } from './indexPages.ts'
import { ENCODINGS, type Encoding, PRECOMPRESSED_EXTENSIONS } from './precompress.ts'
import { SERVER_BUNDLE_DIR, SERVER_BUNDLE_FILE } from './prerendered.ts'
import { type CspOptions, configScriptBody, scriptHashSource, securityHeaders } from './securityHeaders.ts'

/**
 * A small static server for the built app: files from `dist`, index.html for every other path (the
 * router decides), with the runtime configuration injected where index.html has the marker comment.
 * Files go out in the encoding the request accepts (brotli or gzip, made at build time by
 * precompress.ts), every document (the page, SVG, error texts) carries the security headers of
 * securityHeaders.ts and every other file `nosniff` (a CSP on a script or a style does nothing, and
 * 1.5 KB of headers on each of /swap's ~100 files would cost more than some of the files), and source maps
 * are not served unless `serveSourceMaps` says so.
 */

export interface ServeOptions {
  /** 0 picks a free port. */
  port: number
  /** The build output; apps/web/dist by default. */
  distDir?: string
  /** Becomes `window.__EXCHANGE_CONFIG__` in the page. */
  config: Record<string, unknown>
  /** Interface to listen on; 127.0.0.1 by default. */
  host?: string
  /** Serve the build's `.map` files (off by default: they publish the sources). */
  serveSourceMaps?: boolean
  /** Choices of the Content-Security-Policy (see securityHeaders.ts). */
  csp?: CspOptions
  /**
   * The build's server bundle, which renders pages with their request-time chain data (firstRender.ts)
   * when the configuration names an RPC endpoint; apps/web/dist-server/prerender.js by default. `false`:
   * no page is rendered at request time.
   */
  serverBundle?: string | false
}

export interface ServedApp {
  url: string
  port: number
  /** The security headers every document carries (assets carry `x-content-type-options` only). */
  headers: Readonly<Record<string, string>>
  close(): Promise<void>
}

export { CONFIG_MARKER, injectConfig, scriptSafeJson } from './indexPages.ts'

export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url))
export const DEFAULT_SERVER_BUNDLE = fileURLToPath(
  new URL(`../${SERVER_BUNDLE_DIR}/${SERVER_BUNDLE_FILE}`, import.meta.url),
)

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
}

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * The encoding to send, by the request's Accept-Encoding (RFC 9110 12.5.3): the acceptable one with
 * the highest q among those the file has (brotli first on a tie, it is smaller), else identity. A
 * `*` covers the codings not named; `q=0` refuses one.
 */
export function negotiateEncoding(
  header: string | undefined,
  available: readonly Encoding[],
): Encoding | 'identity' {
  if (!header || available.length === 0) return 'identity'
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    let q = 1
    for (const param of params) {
      const match = /^\s*q\s*=\s*(.*?)\s*$/.exec(param)
      // A q that is not a number from 0 to 1 makes the entry unreadable: it is ignored, not trusted.
      if (match) q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(match[1] ?? '') ? Number(match[1]) : Number.NaN
    }
    if (Number.isNaN(q)) continue
    weights.set(name === 'x-gzip' ? 'gzip' : name, q)
  }
  let best: Encoding | 'identity' = 'identity'
  let bestQ = 0
  for (const encoding of ['br', 'gzip'] as const) {
    if (!available.includes(encoding)) continue
    const q = weights.get(encoding) ?? weights.get('*') ?? 0
    if (q > bestQ) {
      best = encoding
      bestQ = q
    }
  }
  return best
}

const isInside = (root: string, path: string) => {
  const fromRoot = relative(root, path)
  return fromRoot === '' || (!fromRoot.startsWith('..') && !isAbsolute(fromRoot))
}

/** Whether a response of this type may differ by Accept-Encoding (and so says `Vary`). */
const compressible = (path: string) =>
  PRECOMPRESSED_EXTENSIONS.has(extname(path).toLowerCase()) || path.endsWith('.html')

/** Pages rendered with their chain data at request time: only with an RPC endpoint to read from. */
function firstRendererFor(options: ServeOptions): FirstRenderer | undefined {
  const rpcUrls = (options.config.rpcUrls ?? {}) as Record<string, unknown>
  if (options.serverBundle === false || !Object.values(rpcUrls).some(Boolean)) return undefined
  return createFirstRenderer({
    bundlePath: options.serverBundle ?? DEFAULT_SERVER_BUNDLE,
    config: options.config,
  })
}

export async function serveApp(options: ServeOptions): Promise<ServedApp> {
  const root = resolve(options.distDir ?? DEFAULT_DIST_DIR)
  const indexPath = resolve(root, 'index.html')
  // Fail early: a missing build is a setup error, not something to report per request.
  await readFile(indexPath, 'utf8')

  // The configuration is fixed for the server's life: its script, the script's hash and the headers too.
  const scriptBody = configScriptBody(scriptSafeJson(options.config))
  const headers = securityHeaders(options.config, scriptHashSource(scriptBody), options.csp)
  const assetHeaders = { 'x-content-type-options': headers['x-content-type-options'] ?? 'nosniff' }
  /** Whether a file can be shown as a document (and so run script or be framed). */
  const isDocument = (path: string) => /\.(html?|svg|xml)$/i.test(path)

  const pages = indexPages({
    root,
    indexPath,
    scriptBody,
    firstRenderer: firstRendererFor(options),
  })

  const send = (
    request: IncomingMessage,
    response: ServerResponse,
    variants: Variants,
    extra: Record<string, string>,
    security: Record<string, string> = headers,
  ) => {
    const available = (['br', 'gzip'] as const).filter((encoding) => variants[encoding])
    const encoding = negotiateEncoding(request.headers['accept-encoding'], available)
    const body = (encoding === 'identity' ? variants.identity : variants[encoding]) ?? variants.identity
    response.writeHead(200, {
      ...security,
      ...extra,
      'content-length': body.length,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    })
    response.end(request.method === 'HEAD' ? undefined : body)
  }

  /**
   * Files under assets/ are kept in memory once read: their names carry their content's hash, so what
   * was read stays right, and under load a request then costs no disk or thread-pool round trip. The
   * build's assets bound the cache (a few MB). Other files are read per request.
   */
  const assetCache = new Map<string, Buffer | null>()
  const knownAssets = new Set<string>()
  const readVariant = async (filePath: string, encoding: Encoding | 'identity', cache: boolean) => {
    const key = `${encoding}:${filePath}`
    if (cache && assetCache.has(key)) return assetCache.get(key) ?? undefined
    const path = encoding === 'identity' ? filePath : `${filePath}${ENCODINGS[encoding]}`
    const body = await readFile(path).catch(() => undefined)
    // A missing compressed copy is remembered (the build made none); a missing file is not.
    if (cache && (body || encoding !== 'identity')) assetCache.set(key, body ?? null)
    return body
  }

  const sendIndex = async (request: IncomingMessage, response: ServerResponse, target = '') =>
    send(request, response, await pages.variants(target), {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
    })

  const refuse = (response: ServerResponse, status: number, message: string) => {
    response.writeHead(status, {
      ...headers,
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    })
    response.end(message)
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...headers, allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
      response.end('Method Not Allowed')
      return
    }
    const rawPath = (request.url ?? '/').split(/[?#]/, 1)[0] ?? '/'
    const isAsset = rawPath.startsWith('/assets/')
    let pathname: string
    try {
      pathname = decodeURIComponent(rawPath)
    } catch {
      // A malformed escape (`/pool/%E0%A4%A`) names no file: the app's router decides, as for any
      // other unknown path, and shows its own not-found handling.
      return isAsset ? refuse(response, 404, 'Not Found') : sendIndex(request, response)
    }
    // Refuse any `..` segment outright (also encoded or with backslashes) rather than normalising it away.
    if (pathname.split(/[/\\]/).includes('..')) return refuse(response, 400, 'Bad Request')
    // A NUL byte cannot be in a file name (`/pool/%00`): like a malformed escape, the app decides.
    if (pathname.includes('\0'))
      return isAsset ? refuse(response, 404, 'Not Found') : sendIndex(request, response)
    const filePath = resolve(root, `.${pathname.startsWith('/') ? pathname : `/${pathname}`}`)
    if (!isInside(root, filePath)) return refuse(response, 400, 'Bad Request')
    if (filePath === indexPath || filePath === root) return sendIndex(request, response)
    // Source maps are built (for error reports) but published only when asked for.
    if (!options.serveSourceMaps && filePath.endsWith('.map')) return refuse(response, 404, 'Not Found')

    // A hashed asset known from an earlier request needs no look at the disk (its name is its content).
    if (!(isAsset && knownAssets.has(filePath))) {
      const info = await stat(filePath).catch(() => undefined)
      if (!info?.isFile()) {
        // A missing hashed asset is a real 404: answering HTML to a script request hides the problem.
        if (isAsset) return refuse(response, 404, 'Not Found')
        return sendIndex(request, response, request.url)
      }
      if (isAsset) knownAssets.add(filePath)
    }
    const wanted = compressible(filePath)
      ? negotiateEncoding(request.headers['accept-encoding'], ['br', 'gzip'])
      : 'identity'
    // Only the variant the client takes is read: the precompressed file when the build made one.
    const variants: Variants = { identity: Buffer.alloc(0) }
    if (wanted !== 'identity') {
      const encoded = await readVariant(filePath, wanted, isAsset)
      if (encoded) variants[wanted] = encoded
    }
    if (!variants.br && !variants.gzip) {
      const identity = await readVariant(filePath, 'identity', isAsset)
      if (!identity) return refuse(response, 404, 'Not Found')
      variants.identity = identity
    }
    send(
      request,
      response,
      variants,
      {
        'content-type': contentTypeFor(filePath),
        // Vite puts content hashes in the names under assets/: they never change.
        'cache-control': isAsset
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
        ...(compressible(filePath) ? { vary: 'Accept-Encoding' } : {}),
      },
      isDocument(filePath) ? headers : assetHeaders,
    )
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) refuse(response, 500, 'Internal Server Error')
      else response.destroy(error instanceof Error ? error : undefined)
    })
  })
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen)
    server.listen(options.port, host, () => {
      server.off('error', rejectListen)
      resolveListen()
    })
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    headers,
    close: async () => {
      await pages.close()
      await new Promise<void>((resolveClose, rejectClose) => {
        server.close((error) => (error ? rejectClose(error) : resolveClose()))
        server.closeAllConnections()
      })
    },
  }
}

// `node --import tsx apps/web/server/serve.ts [port]` serves the last build with an empty configuration.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const app = await serveApp({
    port: Number(process.argv[2] ?? 0),
    config: {},
    serveSourceMaps: process.env.WEB_SOURCE_MAPS === '1',
  })
  console.log(`serving ${DEFAULT_DIST_DIR} at ${app.url}`)
}
