import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { type Devnet, MAINNET, MAINNET_TOKENS as T } from '@exchange/devnet'
import { startQuoteApi } from '@exchange/quote-api'
import { measure } from './measures.ts'

/**
 * Issue 48, items 2 and 3: the quote API under 10,000 distinct new token pairs (memory, and the p99 of
 * a known pair's quotes meanwhile), and its rate limit under 1,000 IPv6 addresses of one /64.
 */

/** Heap growth allowed while the second half of the new pairs is asked: the pool cache is full by then. */
export const FLAT_HEAP_BUDGET_MB = 16
/** A known pair's quotes while new pairs flood in: the routing section's p99 budget of a quote. */
export const QUOTE_P99_UNDER_FLOOD_BUDGET_MS = 25

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const PAIRS = 10_000
const CONCURRENT = 8
/** Each made-up token answers every call with 18 (decimals() included): an ERC-20 to the quote API. */
const ANSWERS_18 = '0x601260005260206000f3'
const tokenAt = (i: number) => `0x${(0xbe0c0000 + i).toString(16).padStart(40, '0')}`

function report(title: string, measured: string, value: number, unit: string, budget: number) {
  measure({ name: `services: ${title}`, value, unit, budget: { atMost: budget } })
  console.log(`services: ${title}`)
  console.log(`  measured                        ${measured}`)
  console.log(`  budget                          ${budget} ${unit}`)
  console.log(`  ratio                           ${(value / budget).toFixed(2)}x   (must be <= 1)`)
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN
}

const OPERATOR_TOKEN = 'bench-operator-token-0123456789'

/**
 * The quote API as `npm start` runs it, a process of its own (so that the load generator's work is not
 * the API's), for chain 1 only, with no rate limit, one trusted proxy and the operator's token (its
 * /ready then reports its memory and pool cache), and SIGUSR2 collecting garbage (gc-on-signal.ts).
 */
async function startQuoteApiProcess(rpcUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('RPC_URL_')))
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      '--import',
      './scripts/exit-with-parent.ts',
      '--import',
      './bench/gc-on-signal.ts',
      'services/quote-api/src/main.ts',
    ],
    {
      cwd: ROOT,
      env: {
        ...env,
        RPC_URL_1: rpcUrl,
        QUOTE_API_PORT: '0',
        QUOTE_API_RATE_LIMIT: '0',
        TRUST_PROXY: '1',
        QUOTE_API_OPERATOR_TOKEN: OPERATOR_TOKEN,
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  const url = await new Promise<string>((resolve, reject) => {
    let text = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      const found = /quote API on (http:\/\/\S+)/.exec(text)
      if (found) resolve(found[1]!)
    })
    child.once('exit', (code) => reject(new Error(`the quote API exited (${code}) before it served`)))
  })
  return { url, child }
}

/** The API's heap after a collection, and its pool cache, from /ready with the operator's token. */
async function heldBy(url: string, child: ChildProcess) {
  child.kill('SIGUSR2')
  await new Promise((resolve) => setTimeout(resolve, 300))
  const response = await fetch(`${url}/ready`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } })
  const body = (await response.json()) as {
    process: {
      heapUsedBytes: number
      rssBytes: number
      poolCaches: Record<string, { pairs: number; candidates: number; tokens: number }>
    }
  }
  return body.process
}

async function setCodes(url: string, addresses: string[]) {
  for (let i = 0; i < addresses.length; i += 200) {
    const batch = addresses.slice(i, i + 200).map((address, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'anvil_setCode',
      params: [address, ANSWERS_18],
    }))
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
    })
    if (!response.ok) throw new Error(`anvil_setCode failed with ${response.status}`)
    await response.arrayBuffer()
  }
}

const quoteQuery = (tokenOut: string, amount: bigint) =>
  new URLSearchParams({
    tokenInAddress: 'ETH',
    tokenInChainId: '1',
    tokenOutAddress: tokenOut,
    tokenOutChainId: '1',
    amount: String(amount),
    type: 'exactIn',
  })

async function timedQuote(url: string, query: URLSearchParams, client: string) {
  const started = performance.now()
  const response = await fetch(`${url}/v1/quote?${query}`, { headers: { 'x-forwarded-for': client } })
  await response.arrayBuffer()
  return { status: response.status, ms: performance.now() - started }
}

/** 10,000 new pairs (ETH against made-up tokens, from 500 clients) beside a known pair's quotes. */
export async function benchNewPairs(devnet: Devnet) {
  const url = devnet.chains[MAINNET]!.url
  const tokens = Array.from({ length: PAIRS }, (_, i) => tokenAt(i))
  await setCodes(url, tokens)
  const { url: apiUrl, child } = await startQuoteApiProcess(url)
  const api = { url: apiUrl }
  try {
    // A known pair, a new amount each time (one wei apart: never the shared answer).
    let amount = 10n ** 18n
    const known = () => timedQuote(api.url, quoteQuery(T.USDC.address, amount++), '192.0.2.1')
    for (let i = 0; i < 20; i++) await known()
    const alone: number[] = []
    for (let i = 0; i < 200; i++) alone.push((await known()).ms)

    const before = await heldBy(api.url, child)
    let half = before
    const during: number[] = []
    let next = 0
    let flooding = true
    let refused = 0
    const worker = async () => {
      for (let i = next++; i < PAIRS; i = next++) {
        // 20 pairs per client: within each client's budget of new pairs (bursts of 100).
        const client = `10.${(i / 20) >> 8}.${(i / 20) & 255}.1`
        const { status } = await timedQuote(api.url, quoteQuery(tokens[i]!, 10n ** 18n), client)
        if (status !== 404) refused++
        if (i === PAIRS / 2) half = await heldBy(api.url, child)
      }
    }
    const started = performance.now()
    const paced = (async () => {
      while (flooding) {
        const { status, ms } = await known()
        if (status !== 200) throw new Error(`the known pair's quote failed with ${status}`)
        during.push(ms)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()
    await Promise.all(Array.from({ length: CONCURRENT }, worker))
    flooding = false
    await paced
    const seconds = (performance.now() - started) / 1000
    const after = await heldBy(api.url, child)
    const sizes = after.poolCaches[MAINNET]!
    const [heapBefore, heapHalf, heapAfter] = [before, half, after].map((held) => held.heapUsedBytes) as [
      number,
      number,
      number,
    ]
    const mb = (bytes: number) => bytes / 2 ** 20
    if (refused > 0) console.log(`  (${refused} of the new pairs were not answered 404)`)
    report(
      `heap growth over the second 5,000 of ${PAIRS} new token pairs`,
      `${mb(heapAfter - heapHalf).toFixed(1)} MB (first 5,000: ${mb(heapHalf - heapBefore).toFixed(1)} MB; ${PAIRS} pairs in ${seconds.toFixed(1)} s; pool cache: ${sizes.pairs} pairs, ${sizes.candidates} candidates, ${sizes.tokens} tokens)`,
      Math.max(0, mb(heapAfter - heapHalf)),
      'MB',
      FLAT_HEAP_BUDGET_MB,
    )
    report(
      `p99 of a known pair's quotes during ${PAIRS} new pairs`,
      `${p99(during).toFixed(1)} ms (${during.length} quotes; alone: p99 ${p99(alone).toFixed(1)} ms)`,
      p99(during),
      'ms',
      QUOTE_P99_UNDER_FLOOD_BUDGET_MS,
    )
  } finally {
    child.kill('SIGINT')
  }
}

/** 1,000 IPv6 addresses of one /64 behind one proxy: one client's bucket (20 a second, bursts of 200). */
export async function benchIpv6RateLimit() {
  const limit = { perSecond: 20, burst: 200 }
  const api = await startQuoteApi({ port: 0, rpcUrls: {}, http: { rateLimit: limit, trustedProxies: 1 } })
  try {
    const started = performance.now()
    let allowed = 0
    for (let i = 0; i < 1_000; i++) {
      const address = `2001:db8:48:1:${(i + 1).toString(16)}:${(i * 7).toString(16)}::1`
      const response = await fetch(`${api.url}/v1/quote`, { headers: { 'x-forwarded-for': address } })
      await response.arrayBuffer()
      if (response.status !== 429) allowed++
    }
    const seconds = (performance.now() - started) / 1000
    const budget = Math.ceil(limit.burst + limit.perSecond * seconds)
    report(
      'requests let through from 1,000 IPv6 addresses of one /64',
      `${allowed} of 1,000 in ${seconds.toFixed(1)} s (one client: a burst of ${limit.burst}, then ${limit.perSecond} a second)`,
      allowed,
      'requests',
      budget,
    )
  } finally {
    await api.close()
  }
}
