import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A node in front of a devnet chain that has not indexed a transaction yet when first asked: it answers
 * `null` to the first `misses` receipt requests of every hash, and passes everything else on.
 */

interface RpcRequest {
  id: unknown
  method: string
  params?: unknown[]
}

export async function laggingNode(target: string, misses: number) {
  const asked = new Map<string, number>()
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = ''
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      request.on('end', () => resolve(body))
    })
  const answer = async (call: RpcRequest) => {
    const hash = call.method === 'eth_getTransactionReceipt' ? String(call.params?.[0]).toLowerCase() : ''
    if (hash) {
      const count = (asked.get(hash) ?? 0) + 1
      asked.set(hash, count)
      if (count <= misses) return { jsonrpc: '2.0', id: call.id, result: null }
    }
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call),
    })
    return response.json()
  }
  const server = createServer((request, response) => {
    const headers = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
      'content-type': 'application/json',
    }
    if (request.method !== 'POST') {
      response.writeHead(204, headers).end()
      return
    }
    void read(request).then(async (body) => {
      const parsed = JSON.parse(body) as RpcRequest | RpcRequest[]
      const result = Array.isArray(parsed) ? await Promise.all(parsed.map(answer)) : await answer(parsed)
      response.writeHead(200, headers).end(JSON.stringify(result))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked: (hash: string) => asked.get(hash.toLowerCase()) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
