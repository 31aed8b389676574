import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { keccak256 } from 'viem'

/**
 * A JSON-RPC node in front of a devnet chain that answers as another chain with the same id would: every
 * block's hash is another one (block 0 is real mainnet's genesis), and `web3_clientVersion` may name
 * another client. What a browser wallet whose "Ethereum" is the real network looks like from the page, and
 * what a local node that is not the replica looks like to the Devnet account. Everything else is the
 * devnet's own answer, so balances and transactions are real.
 */
export const MAINNET_GENESIS_HASH = '0xd4e56740f876aef8c010b86a40d5f56745a118d0906a34e69aec8c0db1cb8fa3'

export interface ImpostorNode {
  url: string
  /** Methods asked, in order. */
  methods: string[]
  close(): Promise<void>
}

interface RpcCall {
  id?: unknown
  method?: string
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })

/** A block as another chain has it: its own hash (real mainnet's at height 0) and parent. */
function otherBlock(block: Record<string, unknown>): Record<string, unknown> {
  const other = (hash: unknown) => (typeof hash === 'string' ? keccak256(hash as `0x${string}`) : hash)
  return {
    ...block,
    hash: block.number === '0x0' ? MAINNET_GENESIS_HASH : other(block.hash),
    parentHash: other(block.parentHash),
  }
}

export async function startImpostorNode(options: {
  target: string
  /** What web3_clientVersion answers; the devnet's own answer when unset. */
  clientVersion?: string
}): Promise<ImpostorNode> {
  const methods: string[] = []
  const answer = async (call: RpcCall) => {
    methods.push(call.method ?? '')
    if (call.method === 'web3_clientVersion' && options.clientVersion !== undefined)
      return { jsonrpc: '2.0', id: call.id, result: options.clientVersion }
    const upstream = await fetch(options.target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call),
    })
    const body = (await upstream.json()) as { result?: unknown }
    const isBlock =
      (call.method === 'eth_getBlockByNumber' || call.method === 'eth_getBlockByHash') &&
      typeof body.result === 'object' &&
      body.result !== null
    return isBlock ? { ...body, result: otherBlock(body.result as Record<string, unknown>) } : body
  }
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    readBody(request)
      .then(async (text) => {
        const parsed = JSON.parse(text) as RpcCall | RpcCall[]
        const result = Array.isArray(parsed) ? await Promise.all(parsed.map(answer)) : await answer(parsed)
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result))
      })
      .catch(() => response.writeHead(502).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    methods,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
