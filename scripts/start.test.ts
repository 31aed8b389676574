import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  DEVNET_TOKEN_LIST_FILE,
  ENS_TOKEN_LIST_FILE,
  freePort,
  LISTS_DIR,
  listCid,
  startAnvil,
} from '@exchange/devnet'
import { afterEach, describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..')

async function chainIdAt(url: string): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  return ((await response.json()) as { result: string }).result
}

let child: ChildProcess | undefined
afterEach(() => {
  child?.kill('SIGKILL')
})

/**
 * Every port `npm start` reads (scripts/config.ts), each 0 (a free port) unless a test names its own:
 * no test may use a default port, which a developer's own `npm start` on the machine holds.
 */
const FREE_PORTS: Record<string, string> = Object.fromEntries(
  [...readFileSync(join(ROOT, 'scripts', 'config.ts'), 'utf8').matchAll(/\bport\('(\w+)'/g)].map((match) => [
    match[1]!,
    '0',
  ]),
)

/** The default ports (scripts/config.ts) a stack's output names; none, when every port is free. */
function defaultPortsIn(output: string): string[] {
  return [...output.matchAll(/(?:127\.0\.0\.1|localhost):(3000|8545|8546|8547|8787|8790|42069)\b/g)].map(
    (match) => match[0],
  )
}

/** Runs `npm start`'s script until it says it is ready; returns what it printed. */
function startStack(env: Record<string, string>): Promise<string> {
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...FREE_PORTS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolve, reject) => {
    child?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('press Ctrl-C to stop')) resolve(output)
    })
    child?.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child?.once('exit', (code) => reject(new Error(`start exited with ${code}:\n${output}`)))
  })
}

/** Milliseconds from `started` until the chain at `url` first answers (polled every 100 ms). */
async function firstAnswerAt(url: string, started: number, stack: Promise<unknown>): Promise<number> {
  let failed: unknown
  stack.catch((error: unknown) => {
    failed = error
  })
  for (;;) {
    if (failed) throw failed
    const answered = await chainIdAt(url).then(
      () => true,
      () => false,
    )
    if (answered) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function exited(process: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => process.once('exit', (code) => resolve(code)))
}

describe('npm start', () => {
  it('starts every stack of these tests on free ports, never a default one', () => {
    expect(Object.keys(FREE_PORTS).sort()).toEqual([
      'DEVNET_L1_PORT',
      'DEVNET_L2_PORT',
      'DEVNET_OP_PORT',
      'INDEXER_PORT',
      'LIST_SERVER_PORT',
      'QUOTE_API_PORT',
      'WEB_PORT',
    ])
    expect(Object.values(FREE_PORTS).every((port) => port === '0')).toBe(true)
  })

  it('serves chains 1, 10 and 42161 within 10 s and leaves no anvil after Ctrl-C', async () => {
    const [l1, l2, op] = [await freePort(), await freePort(), await freePort()]
    const started = Date.now()
    const [web, lists, quotes, indexer] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ]
    const ready = startStack({
      DEVNET_L1_PORT: String(l1),
      DEVNET_L2_PORT: String(l2),
      DEVNET_OP_PORT: String(op),
      WEB_PORT: String(web),
      LIST_SERVER_PORT: String(lists),
      QUOTE_API_PORT: String(quotes),
      INDEXER_PORT: String(indexer),
    })
    // The chains come first: each answers within 10 s of the start, before any build or service.
    const chainsAnswered = await Promise.all(
      [l1, l2, op].map((port) => firstAnswerAt(`http://127.0.0.1:${port}`, started, ready)),
    )
    for (const elapsed of chainsAnswered) expect(elapsed).toBeLessThan(10_000)
    const output = await ready
    expect(defaultPortsIn(output)).toEqual([])
    expect(await chainIdAt(`http://127.0.0.1:${l1}`)).toBe('0x1')
    expect(await chainIdAt(`http://127.0.0.1:${l2}`)).toBe('0xa4b1')
    expect(await chainIdAt(`http://127.0.0.1:${op}`)).toBe('0xa')
    // It prints the three chains.
    expect(output).toContain(`Ethereum mainnet (chain 1): http://127.0.0.1:${l1} (devnet replica)`)
    expect(output).toContain(`Optimism (chain 10): http://127.0.0.1:${op} (devnet replica)`)
    expect(output).toContain(`Arbitrum One (chain 42161): http://127.0.0.1:${l2} (devnet replica)`)
    // The whole stack is ready within 10 s, or 120 s when the app had to be built first (the test
    // stack's own limit for a start).
    expect(Date.now() - started).toBeLessThan(output.includes('building the app') ? 120_000 : 10_000)
    expect(output).toContain(`open http://localhost:${web}`)
    const page = await (await fetch(`http://127.0.0.1:${web}/swap`)).text()
    expect(page).toContain('window.__EXCHANGE_CONFIG__')
    expect(page).toContain(`"1":"http://127.0.0.1:${l1}"`)
    expect(page).toContain(`"10":"http://127.0.0.1:${op}"`)

    // The list server: a list by http, and the ENS name's list as IPFS content; the app's gateway.
    const listsUrl = `http://127.0.0.1:${lists}`
    expect(output).toContain(`token lists and IPFS gateway: ${listsUrl}`)
    expect(page).toContain(`"ipfsGateways":["${listsUrl}"]`)
    const devnetList = await fetch(`${listsUrl}/${DEVNET_TOKEN_LIST_FILE}`)
    expect(devnetList.status).toBe(200)
    expect(devnetList.headers.get('access-control-allow-origin')).toBe('*')
    expect(await devnetList.json()).toMatchObject({ name: 'Devnet Tokens' })
    const ensBytes = readFileSync(join(LISTS_DIR, ENS_TOKEN_LIST_FILE))
    const ensList = await fetch(`${listsUrl}/ipfs/${listCid(ensBytes)}/`)
    expect(ensList.status).toBe(200)
    expect(Buffer.from(await ensList.arrayBuffer())).toEqual(ensBytes)

    // The quote API answers for the three chains, and the app is told where it and the indexer are.
    const quotesUrl = `http://127.0.0.1:${quotes}`
    expect(page).toContain(`"quoteApiUrl":"${quotesUrl}"`)
    expect(page).toContain(`"indexerUrl":"http://127.0.0.1:${indexer}"`)
    const health = (await (await fetch(`${quotesUrl}/healthz`)).json()) as {
      chains?: Record<string, unknown>
    }
    expect(Object.keys(health.chains ?? {}).sort()).toEqual(['1', '10', '42161'])

    // The quote API and the indexer are processes of their own, beside the web server's.
    const children = execFileSync('ps', ['-o', 'args=', '--ppid', String(child?.pid)], { encoding: 'utf8' })
    expect(children).toContain('services/quote-api/src/main.ts')
    expect(children).toContain('services/indexer/src/cli.ts')
    // The web server sends the security headers and the quote API is told the app's origin.
    const swap = await fetch(`http://127.0.0.1:${web}/swap`)
    expect(swap.headers.get('content-security-policy')).toContain(`connect-src 'self'`)
    expect(swap.headers.get('content-security-policy')).toContain(quotesUrl)

    const stopped = exited(child!)
    child?.kill('SIGINT')
    expect(await stopped).toBe(0)
    await expect(fetch(`${quotesUrl}/healthz`)).rejects.toThrow()
    await expect(fetch(`http://127.0.0.1:${indexer}/health`)).rejects.toThrow()
    await expect(chainIdAt(`http://127.0.0.1:${l1}`)).rejects.toThrow()
    await expect(chainIdAt(`http://127.0.0.1:${l2}`)).rejects.toThrow()
    await expect(chainIdAt(`http://127.0.0.1:${op}`)).rejects.toThrow()
    await expect(fetch(`http://127.0.0.1:${web}/swap`)).rejects.toThrow()
    await expect(fetch(`${listsUrl}/${DEVNET_TOKEN_LIST_FILE}`)).rejects.toThrow()
  }, 180_000)

  it('uses RPC_URL_1 instead of starting the layer-1 devnet', async () => {
    const remote = await startAnvil({ chainId: 1 })
    try {
      const [l1, lists] = [await freePort(), await freePort()]
      const output = await startStack({
        RPC_URL_1: remote.url,
        DEVNET_L1_PORT: String(l1),
        DEVNET_L2_PORT: '0',
        DEVNET_OP_PORT: '0',
        LIST_SERVER_PORT: String(lists),
        QUOTE_API_PORT: '0',
        INDEXER_PORT: String(await freePort()),
      })
      expect(output).toContain(`${remote.url} (RPC_URL_1)`)
      // The ports this test leaves unnamed are free ones too, not the defaults another `npm start` holds.
      expect(defaultPortsIn(output)).toEqual([])
      expect(output).toMatch(/open http:\/\/localhost:\d+/)
      expect(output).toMatch(/chain 42161\): http:\/\/127\.0\.0\.1:\d+ \(devnet replica\)/)
      await expect(chainIdAt(`http://127.0.0.1:${l1}`)).rejects.toThrow()
      // The lists' ENS name is on the chain-1 replica only: without it, no list server either.
      expect(output).not.toContain('token lists and IPFS gateway')
      await expect(fetch(`http://127.0.0.1:${lists}/${DEVNET_TOKEN_LIST_FILE}`)).rejects.toThrow()

      // Killed outright, `npm start` leaves no quote API behind: it notices its parent is gone.
      const quoteApi = /quote API: (http\S+)/.exec(output)?.[1]
      // (It answers, healthy or not: the empty chain 1 has no pools.)
      expect((await fetch(`${quoteApi}/healthz`)).status).toBeGreaterThan(0)
      const killed = exited(child!)
      child?.kill('SIGKILL')
      await killed
      await expect
        .poll(
          () =>
            fetch(`${quoteApi}/healthz`).then(
              () => 'answers',
              () => 'gone',
            ),
          { timeout: 15_000 },
        )
        .toBe('gone')
    } finally {
      await remote.stop()
    }
  })

  it('refuses an RPC URL that answers another chain id', async () => {
    const wrong = await startAnvil({ chainId: 5 })
    try {
      await expect(
        startStack({
          RPC_URL_1: wrong.url,
          DEVNET_L2_PORT: '0',
          DEVNET_OP_PORT: '0',
          WEB_PORT: '0',
          QUOTE_API_PORT: '0',
        }),
      ).rejects.toThrow('RPC_URL_1 answers chain id 5, not 1')
    } finally {
      await wrong.stop()
    }
  })
})
