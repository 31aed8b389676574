import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LISTS_DIR, listCid } from './listContent.ts'

export {
  base32Encode,
  DEVNET_TOKEN_LIST_FILE,
  ENS_TOKEN_LIST_FILE,
  ENS_TOKEN_LIST_NAME,
  LISTS_DIR,
  listCid,
  listContenthash,
} from './listContent.ts'

/**
 * The devnet's token list server: a static server for `<dir>/*.json` that is also the app's IPFS gateway
 * under the devnet, so that importing a list by URL, by ipfs:// URI and by ENS name is exercised for real.
 *
 * - `GET /<file>.json`: that file of `dir`; `GET /<folder>/.../<file>.json` a file in a folder of `dir`
 *   (the airdrop's claim data lives in one).
 * - `GET /ipfs/<cid>/` (or without the slash): the file of `dir` whose raw-block CIDv1 (see listCid) is
 *   `<cid>`, as a gateway answers content stored with `ipfs add --cid-version 1 --raw-leaves`.
 *
 * Every request reads the directory anew, so tests can write, replace or add lists while it runs.
 */

export interface ListServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** Interface to listen on; 127.0.0.1 by default. */
  host?: string
  /** The directory served; by default a fresh temporary copy of the package's lists, removed on close. */
  dir?: string
}

export interface ListServer {
  /** e.g. http://127.0.0.1:8790 (no trailing slash); also the IPFS gateway base. */
  url: string
  /** The directory served, which may be written to while the server runs. */
  dir: string
  close(): Promise<void>
}

/**
 * A file of `dir` or of a folder in it: no segment may start with a dot (so no `..`), so nothing outside
 * `dir` can be asked for.
 */
const FILE_PATH = /^\/((?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.json)$/
/** A CID's text is letters and digits only (base32, base58btc). */
const IPFS_PATH = /^\/ipfs\/([A-Za-z0-9]+)\/?$/

const HEADERS = {
  'access-control-allow-origin': '*',
  // Lists change under tests: never let a browser or fetch keep an old copy.
  'cache-control': 'no-store',
}
const JSON_TYPE = 'application/json; charset=utf-8'

/** The package's lists copied into a new temporary directory. */
async function copyOfLists(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'exchange-devnet-lists-'))
  for (const name of await readdir(LISTS_DIR)) {
    if (name.endsWith('.json')) await copyFile(join(LISTS_DIR, name), join(dir, name))
  }
  return dir
}

/** The bytes of the file in `dir` at the relative path `name`; undefined when there is none. */
async function readListFile(dir: string, name: string): Promise<Buffer | undefined> {
  try {
    return await readFile(join(dir, name))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    // A directory named like a list is not one either.
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return undefined
    throw error
  }
}

/** The bytes of the *.json file in `dir` whose CID is `cid`, hashing what is on disk now. */
async function readByCid(dir: string, cid: string): Promise<Buffer | undefined> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.json')) continue
    const bytes = await readListFile(dir, entry.name)
    if (bytes && listCid(bytes) === cid) return bytes
  }
  return undefined
}

function answer(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: Buffer | string,
  type = 'text/plain; charset=utf-8',
) {
  response.writeHead(status, { ...HEADERS, 'content-type': type, 'content-length': Buffer.byteLength(body) })
  response.end(request.method === 'HEAD' ? undefined : body)
}

async function handle(dir: string, request: IncomingMessage, response: ServerResponse) {
  if (request.method === 'OPTIONS') {
    // The CORS preflight of a fetch with headers of its own: any origin may read the lists.
    response.writeHead(204, {
      ...HEADERS,
      'access-control-allow-methods': 'GET, HEAD, OPTIONS',
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
      'access-control-max-age': '600',
    })
    response.end()
    return
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('allow', 'GET, HEAD, OPTIONS')
    answer(request, response, 405, 'method not allowed')
    return
  }
  const path = (request.url ?? '/').split(/[?#]/, 1)[0] ?? '/'
  const file = FILE_PATH.exec(path)
  const ipfs = IPFS_PATH.exec(path)
  const bytes = file?.[1]
    ? await readListFile(dir, file[1])
    : ipfs?.[1]
      ? await readByCid(dir, ipfs[1])
      : undefined
  if (bytes) answer(request, response, 200, bytes, JSON_TYPE)
  else answer(request, response, 404, 'not found')
}

/** Starts the list server; see the module comment for what it serves. */
export async function startListServer(options: ListServerOptions = {}): Promise<ListServer> {
  const host = options.host ?? '127.0.0.1'
  const ownDir = options.dir === undefined
  const dir = options.dir ?? (await copyOfLists())
  const server = createServer((request, response) => {
    handle(dir, request, response).catch((error: unknown) => {
      if (response.headersSent) response.destroy()
      else answer(request, response, 500, error instanceof Error ? error.message : String(error))
    })
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  } catch (error) {
    if (ownDir) await rm(dir, { recursive: true, force: true })
    throw error
  }
  const { port } = server.address() as AddressInfo
  // A wildcard address is not one to connect to; an IPv6 literal needs brackets in a URL.
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  let closed: Promise<void> | undefined
  return {
    url: `http://${shown}:${port}`,
    dir,
    close: () => {
      closed ??= (async () => {
        await new Promise<void>((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()))
          // Keep-alive connections of fetch would otherwise hold the port open.
          server.closeAllConnections()
        })
        if (ownDir) await rm(dir, { recursive: true, force: true })
      })()
      return closed
    },
  }
}
