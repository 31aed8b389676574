import type { Page } from 'playwright-core'

/**
 * The budget for the JavaScript /swap loads before it is interactive, in bytes as the server sends
 * them (compressed: brotli or gzip, whichever the browser accepts).
 */
export const INITIAL_JS_BUDGET_BYTES = 300 * 1024

export interface ScriptOnTheWire {
  url: string
  /** Body bytes as received. */
  bytes: number
  /** Its Content-Encoding, 'identity' when none. */
  encoding: string
}

export interface InitialJavaScript {
  /** Body bytes over the wire, summed over every script. */
  bytes: number
  files: number
  /** How many scripts came in each Content-Encoding ('identity' when none). */
  encodings: Record<string, number>
  scripts: ScriptOnTheWire[]
}

/**
 * Loads `url` and adds up the bytes of every script the page fetched until the network went idle, as
 * they came over the wire (the encoded body size the browser received). A script whose size cannot be
 * read, or that failed to load, fails the measurement instead of being left out of it.
 */
export async function initialJavaScript(page: Page, url: string): Promise<InitialJavaScript> {
  const scripts = new Map<string, ScriptOnTheWire>()
  const failures: string[] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return
    pending.push(
      (async () => {
        try {
          const failure = await response.finished()
          if (failure) throw failure
          const { responseBodySize } = await response.request().sizes()
          if (!(responseBodySize > 0)) throw new Error(`no body (status ${response.status()})`)
          const encoding = response.headers()['content-encoding'] ?? 'identity'
          scripts.set(response.url(), { url: response.url(), bytes: responseBodySize, encoding })
        } catch (error) {
          failures.push(`${response.url()}: ${error instanceof Error ? error.message : String(error)}`)
        }
      })(),
    )
  })
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'script')
      failures.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`)
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await Promise.all(pending)
  if (failures.length > 0)
    throw new Error(`could not measure every script of ${url}:\n${failures.join('\n')}`)
  const list = [...scripts.values()]
  const encodings: Record<string, number> = {}
  for (const { encoding } of list) encodings[encoding] = (encodings[encoding] ?? 0) + 1
  return {
    bytes: list.reduce((sum, script) => sum + script.bytes, 0),
    files: list.length,
    encodings,
    scripts: list,
  }
}
