import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { seededRandom } from './seededRandom.ts'

/**
 * A JSON-RPC proxy in front of a devnet chain that fails a share of the requests the way a public node
 * does on a bad day: HTTP 5xx, a JSON-RPC internal error, a request held until the connection is cut
 * (a timeout), and, the worst, a response lost after the node executed the request. Every request is
 * also delayed by up to `jitterMs`. The faults come from a seeded generator, so a run's sequence of
 * decisions is repeatable.
 */
export type FaultKind = 'http-500' | 'rpc-error' | 'timeout' | 'drop-after-execute'
export const FAULT_KINDS: readonly FaultKind[] = ['http-500', 'rpc-error', 'timeout', 'drop-after-execute']

export interface FaultProxyOptions {
  /** The node behind the proxy. */
  target: string
  /** Share of requests that fail, 0–1. */
  faultRate: number
  /** Seed of the fault generator. */
  seed: number
  /** Each request waits a random 0–jitterMs first; 500 by default. */
  jitterMs?: number
  /** How long a 'timeout' holds the request before cutting the connection; 3 s by default. */
  holdMs?: number
  /**
   * The answers to eth_sendRawTransaction lost after the node executed it: `lost` of every `of` (the first
   * ones of each group), whatever the fault rate; the others pass. What a signer the app holds meets.
   */
  lostSendAnswers?: { lost: number; of: number }
}

export interface FaultProxy {
  url: string
  /** Requests (HTTP POSTs) seen, and how many of them were failed by kind. */
  stats: { requests: number; faults: Record<FaultKind, number>; sends: number; lostSends: number }
  /** Changes the fault rate (0 lets everything through). */
  setFaultRate(rate: number): void
  close(): Promise<void>
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const random = seededRandom(options.seed)
  const jitterMs = options.jitterMs ?? 500
  const holdMs = options.holdMs ?? 3_000
  let faultRate = options.faultRate
  const stats = {
    requests: 0,
    faults: Object.fromEntries(FAULT_KINDS.map((kind) => [kind, 0])) as Record<FaultKind, number>,
    sends: 0,
    lostSends: 0,
  }
  const isSend = (body: string) => {
    try {
      return (JSON.parse(body) as { method?: unknown }).method === 'eth_sendRawTransaction'
    } catch {
      return false
    }
  }

  const forward = async (body: string) => {
    const upstream = await fetch(options.target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    return { status: upstream.status, text: await upstream.text() }
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    const body = await readBody(request)
    stats.requests += 1
    // Both decisions are drawn up front, so the sequence does not depend on timing.
    const delay = random() * jitterMs
    const faulty = random() < faultRate
    const kind = FAULT_KINDS[Math.floor(random() * FAULT_KINDS.length)] as FaultKind
    await sleep(delay)
    if (options.lostSendAnswers && isSend(body)) {
      const { lost, of } = options.lostSendAnswers
      const index = stats.sends++
      if (index % of < lost) {
        stats.lostSends += 1
        await forward(body).catch(() => undefined)
        request.socket.destroy()
        return
      }
      const { status, text } = await forward(body)
      response.writeHead(status, { 'content-type': 'application/json' }).end(text)
      return
    }
    if (!faulty) {
      const { status, text } = await forward(body)
      response.writeHead(status, { 'content-type': 'application/json' }).end(text)
      return
    }
    stats.faults[kind] += 1
    switch (kind) {
      case 'http-500':
        response.writeHead(500, { 'content-type': 'text/plain' }).end('upstream failed')
        return
      case 'rpc-error': {
        let ids: unknown[] = [null]
        try {
          const parsed = JSON.parse(body) as unknown
          ids = (Array.isArray(parsed) ? parsed : [parsed]).map((entry) => (entry as { id?: unknown }).id)
        } catch {
          // Not JSON: one error with a null id.
        }
        const errors = ids.map((id) => ({
          jsonrpc: '2.0',
          id,
          error: { code: -32603, message: 'Internal error' },
        }))
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(errors.length === 1 && !body.trimStart().startsWith('[') ? errors[0] : errors))
        return
      }
      case 'timeout':
        await sleep(holdMs)
        request.socket.destroy()
        return
      case 'drop-after-execute':
        // The node runs the request (a transaction is sent); the answer never arrives.
        await forward(body).catch(() => undefined)
        request.socket.destroy()
        return
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(502).end()
      else response.destroy()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    setFaultRate(rate) {
      faultRate = rate
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
