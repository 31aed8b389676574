import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { bytesToHex, type Hex, namehash, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contenthashToUri } from '../../../apps/web/src/features/lists/fetch/contenthash.ts'
import { base32Encode } from '../../../apps/web/src/features/lists/fetch/multibase.ts'
import { resolveEnsContenthash } from '../../../apps/web/src/features/lists/fetch/resolveEns.ts'
import { DEV_ACCOUNTS, type Devnet, devnetClient, MAINNET_CONTRACTS, startDevnet } from '../src/index.ts'

/**
 * fetchTokenList.ts validates lists with the app's url.ts, whose ajv imports type-check only under the app's
 * bundler resolution, not this package's NodeNext one: load it at run time so that tsc does not follow it.
 */
type FetchTokenList = (
  listUrl: string,
  deps: { resolveEnsContenthash: (name: string) => Promise<Hex>; ipfsGateways?: string[] },
) => Promise<unknown>
const FETCH_TOKEN_LIST_MODULE = new URL(
  '../../../apps/web/src/features/lists/fetch/fetchTokenList.ts',
  import.meta.url,
).href
const { fetchTokenList } = (await import(FETCH_TOKEN_LIST_MODULE)) as { fetchTokenList: FetchTokenList }

const resolverAbi = parseAbi(['function setContenthash(bytes32 node, bytes hash)'])

const LIST = {
  name: 'Alice List',
  timestamp: '2024-01-01T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens: [
    {
      chainId: 1,
      address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
      name: 'Uniswap',
      symbol: 'UNI',
      decimals: 18,
    },
  ],
}
const BODY = JSON.stringify(LIST)
/** CIDv1 of the list as a raw block: version 1, codec raw (0x55), sha2-256 multihash of the body. */
const CID_BYTES = new Uint8Array([0x01, 0x55, 0x12, 0x20, ...createHash('sha256').update(BODY).digest()])
const CID = `b${base32Encode(CID_BYTES)}`
/** EIP-1577: the ipfs-ns multicodec (0xe3, varint 0xe3 0x01) before the CID. */
const CONTENTHASH: Hex = `0xe301${bytesToHex(CID_BYTES).slice(2)}`

let devnet: Devnet
let url: string
let gateway: Server
let gatewayBase: string
const requests: string[] = []

beforeAll(async () => {
  devnet = await startDevnet({ l1Port: 0, l2Port: 0 })
  const l1 = devnet.chains[1]
  if (!l1) throw new Error('the mainnet replica did not start')
  url = l1.url
  gateway = createServer((request, response) => {
    requests.push(request.url ?? '')
    if (request.method === 'GET' && request.url === `/ipfs/${CID}/`) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(BODY)
    } else {
      response.writeHead(404).end('not found')
    }
  })
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  gatewayBase = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/`
})

afterAll(async () => {
  await new Promise<void>((resolve) => (gateway ? gateway.close(() => resolve()) : resolve()))
  await devnet?.stop()
})

describe('a token list behind an ENS name', () => {
  it('is resolved from the content hash set on the public resolver and fetched through a gateway', async () => {
    const client = devnetClient(1, url)
    const owner = DEV_ACCOUNTS[0]
    if (!owner) throw new Error('no development account 0')
    const hash = await client.writeContract({
      account: owner,
      address: MAINNET_CONTRACTS.PublicResolver,
      abi: resolverAbi,
      functionName: 'setContenthash',
      args: [namehash('alice.eth'), CONTENTHASH],
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')

    const contenthash = await resolveEnsContenthash(client, 'alice.eth')
    expect(contenthash).toBe(CONTENTHASH)
    const uri = contenthashToUri(contenthash)
    expect(uri).toBe(`ipfs://${CID}`)
    // A raw-codec sha2-256 CIDv1 in base32 always starts with 'bafkrei'.
    expect(uri.startsWith('ipfs://bafkrei')).toBe(true)

    const list = await fetchTokenList('alice.eth', {
      resolveEnsContenthash: (name) => resolveEnsContenthash(client, name),
      ipfsGateways: [gatewayBase],
    })
    expect(list).toEqual(LIST)
    expect(requests).toEqual([`/ipfs/${CID}/`])
  })

  it('fails for a name without a resolver', async () => {
    const client = devnetClient(1, url)
    await expect(resolveEnsContenthash(client, 'nobody-here.eth')).rejects.toThrow(
      'Failed to resolve ENS name: nobody-here.eth',
    )
  })
})
