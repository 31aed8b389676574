import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, isAbsolute, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * A small static server for the built app: files from `dist`, index.html for every other path (the
 * router decides), with the runtime configuration injected where index.html has the marker comment.
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
}

export interface ServedApp {
  url: string
  port: number
  close(): Promise<void>
}

export const CONFIG_MARKER = '<!--exchange-config-->'

export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url))

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
  const script = `<script>window.__EXCHANGE_CONFIG__=${scriptSafeJson(config)}</script>`
  // A function replacement: `$&` and friends in the JSON must not be interpreted.
  if (html.includes(CONFIG_MARKER)) return html.replace(CONFIG_MARKER, () => script)
  // Without the marker the configuration still has to arrive before the app's scripts.
  return html.replace(/<head[^>]*>/i, (head) => `${head}${script}`)
}

const isInside = (root: string, path: string) => {
  const fromRoot = relative(root, path)
  return fromRoot === '' || (!fromRoot.startsWith('..') && !isAbsolute(fromRoot))
}

export async function serveApp(options: ServeOptions): Promise<ServedApp> {
  const root = resolve(options.distDir ?? DEFAULT_DIST_DIR)
  const indexPath = resolve(root, 'index.html')
  // Fail early: a missing build is a setup error, not something to report per request.
  await readFile(indexPath, 'utf8')

  // Read per request, so that a rebuild while serving is picked up (its asset names change).
  const sendIndex = async (request: IncomingMessage, response: ServerResponse) => {
    const index = Buffer.from(injectConfig(await readFile(indexPath, 'utf8'), options.config))
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': index.length,
      'cache-control': 'no-cache',
    })
    response.end(request.method === 'HEAD' ? undefined : index)
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
      response.end('Method Not Allowed')
      return
    }
    const rawPath = (request.url ?? '/').split(/[?#]/, 1)[0] ?? '/'
    let pathname: string
    try {
      pathname = decodeURIComponent(rawPath)
    } catch {
      return refuse(response, 400, 'Bad Request')
    }
    // Refuse any `..` segment outright (also encoded or with backslashes) rather than normalising it away.
    if (pathname.includes('\0') || pathname.split(/[/\\]/).includes('..')) {
      return refuse(response, 400, 'Bad Request')
    }
    const filePath = resolve(root, `.${pathname.startsWith('/') ? pathname : `/${pathname}`}`)
    if (!isInside(root, filePath)) return refuse(response, 400, 'Bad Request')
    if (filePath === indexPath || filePath === root) return sendIndex(request, response)

    const info = await stat(filePath).catch(() => undefined)
    if (!info?.isFile()) {
      // A missing hashed asset is a real 404: answering HTML to a script request hides the problem.
      if (pathname.startsWith('/assets/')) return refuse(response, 404, 'Not Found')
      return sendIndex(request, response)
    }
    const body = await readFile(filePath)
    response.writeHead(200, {
      'content-type': contentTypeFor(filePath),
      'content-length': body.length,
      // Vite puts content hashes in the names under assets/: they never change.
      'cache-control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
      'x-content-type-options': 'nosniff',
    })
    response.end(request.method === 'HEAD' ? undefined : body)
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
    close: () =>
      new Promise<void>((resolveClose, rejectClose) => {
        server.close((error) => (error ? rejectClose(error) : resolveClose()))
        server.closeAllConnections()
      }),
  }
}

function refuse(response: ServerResponse, status: number, message: string) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
  response.end(message)
}

// `node --import tsx apps/web/server/serve.ts [port]` serves the last build with an empty configuration.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const app = await serveApp({ port: Number(process.argv[2] ?? 0), config: {} })
  console.log(`serving ${DEFAULT_DIST_DIR} at ${app.url}`)
}
