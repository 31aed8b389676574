import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/**
 * Build-time compression of the app's static files: next to each text asset, `<file>.br` (brotli,
 * quality 11) and `<file>.gz` (gzip, level 9), which the server sends by the request's
 * Accept-Encoding. Done once per build, so no request pays for compression. index.html is left out:
 * the server injects the run-time configuration into it per deployment (and compresses that copy
 * once). Source maps are left out too: they are not served by default.
 */

export const PRECOMPRESSED_EXTENSIONS: ReadonlySet<string> = new Set([
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.wasm',
])

/** Below this size the encoding overhead outweighs the savings; such files are sent as they are. */
export const MIN_PRECOMPRESS_BYTES = 512

export const ENCODINGS = { br: '.br', gzip: '.gz' } as const
export type Encoding = keyof typeof ENCODINGS

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export function shouldPrecompress(path: string, size: number): boolean {
  return size >= MIN_PRECOMPRESS_BYTES && PRECOMPRESSED_EXTENSIONS.has(extname(path).toLowerCase())
}

export async function compress(body: Buffer, encoding: Encoding, fast = false): Promise<Buffer> {
  if (encoding === 'br')
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: fast ? 5 : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    })
  return gzipAsync(body, { level: fast ? 6 : constants.Z_BEST_COMPRESSION })
}

/**
 * Writes the .br and .gz files for every eligible file under `dir` (a variant that would not be
 * smaller is not written: the server then sends the file as it is). Returns the bytes before and after
 * (brotli) over the files it compressed.
 */
export async function precompressDir(
  dir: string,
): Promise<{ files: number; bytes: number; brotliBytes: number; gzipBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 }
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.endsWith('.html') && PRECOMPRESSED_EXTENSIONS.has(extname(path).toLowerCase()))
  // zlib works on the thread pool: a few files at a time keep the cores busy without flooding memory.
  const queue = [...files]
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const body = await readFile(path)
      if (!shouldPrecompress(path, body.length)) continue
      const [br, gz] = await Promise.all([compress(body, 'br'), compress(body, 'gzip')])
      totals.files++
      totals.bytes += body.length
      totals.brotliBytes += Math.min(br.length, body.length)
      totals.gzipBytes += Math.min(gz.length, body.length)
      if (br.length < body.length) await writeFile(`${path}${ENCODINGS.br}`, br)
      if (gz.length < body.length) await writeFile(`${path}${ENCODINGS.gzip}`, gz)
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return totals
}
