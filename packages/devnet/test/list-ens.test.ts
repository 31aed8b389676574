import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Hex, hexToBytes, namehash, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contenthashToUri } from '../../../apps/web/src/features/lists/fetch/contenthash.ts'
import { base32Encode } from '../../../apps/web/src/features/lists/fetch/multibase.ts'
import { resolveEnsContenthash } from '../../../apps/web/src/features/lists/fetch/resolveEns.ts'
import { DEPLOYER } from '../src/client.ts'
import {
  DEV_ACCOUNTS,
  DEVNET_TOKEN_LIST_FILE,
  type Devnet,
  devnetClient,
  ENS_TOKEN_LIST_FILE,
  ENS_TOKEN_LIST_NAME,
  LISTS_DIR,
  type ListServer,
  listCid,
  listContenthash,
  MAINNET_CONTRACTS,
  startDevnet,
  startListServer,
} from '../src/index.ts'

/**
 * fetchTokenList.ts validates lists with the app's url.ts, whose ajv imports type-check only under the app's
 * bundler resolution, not this package's NodeNext one: load it at run time so that tsc does not follow it.
 */
type FetchTokenList = (
  listUrl: string,
  deps: {
    resolveEnsContenthash: (name: string) => Promise<Hex>
    fetch?: typeof fetch
    ipfsGateways?: string[]
  },
) => Promise<unknown>
const FETCH_TOKEN_LIST_MODULE = new URL(
  '../../../apps/web/src/features/lists/fetch/fetchTokenList.ts',
  import.meta.url,
).href
const { fetchTokenList } = (await import(FETCH_TOKEN_LIST_MODULE)) as { fetchTokenList: FetchTokenList }

const resolverAbi = parseAbi([
  'function setContenthash(bytes32 node, bytes hash)',
  'function addr(bytes32 node) view returns (address)',
])
const registryAbi = parseAbi(['function owner(bytes32 node) view returns (address)'])

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
const BODY = Buffer.from(JSON.stringify(LIST))

let devnet: Devnet
let url: string
let lists: ListServer

beforeAll(async () => {
  ;[devnet, lists] = await Promise.all([startDevnet({ l1Port: 0, l2Port: 0 }), startListServer()])
  const l1 = devnet.chains[1]
  if (!l1) throw new Error('the mainnet replica did not start')
  url = l1.url
})

afterAll(async () => {
  await lists?.close()
  await devnet?.stop()
})

/** fetch that remembers the URLs asked for. */
function recordingFetch(requests: string[]): typeof fetch {
  return (input, init) => {
    requests.push(String(input))
    return fetch(input, init)
  }
}

describe('a token list behind an ENS name', () => {
  it('is resolved from the content hash set on the public resolver and fetched through a gateway', async () => {
    writeFileSync(join(lists.dir, 'alice.tokenlist.json'), BODY)
    const contenthash = listContenthash(BODY)
    const cid = listCid(BODY)
    // The devnet's encoder and the app's decoder agree on the CID.
    expect(cid).toBe(`b${base32Encode(hexToBytes(contenthash).subarray(2))}`)

    const client = devnetClient(1, url)
    const owner = DEV_ACCOUNTS[0]
    if (!owner) throw new Error('no development account 0')
    const hash = await client.writeContract({
      account: owner,
      address: MAINNET_CONTRACTS.PublicResolver,
      abi: resolverAbi,
      functionName: 'setContenthash',
      args: [namehash('alice.eth'), contenthash],
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')

    const resolved = await resolveEnsContenthash(client, 'alice.eth')
    expect(resolved).toBe(contenthash)
    const uri = contenthashToUri(resolved)
    expect(uri).toBe(`ipfs://${cid}`)
    // A raw-codec sha2-256 CIDv1 in base32 always starts with 'bafkrei'.
    expect(uri.startsWith('ipfs://bafkrei')).toBe(true)

    const requests: string[] = []
    const list = await fetchTokenList('alice.eth', {
      resolveEnsContenthash: (name) => resolveEnsContenthash(client, name),
      fetch: recordingFetch(requests),
      ipfsGateways: [lists.url],
    })
    expect(list).toEqual(LIST)
    expect(requests).toEqual([`${lists.url}/ipfs/${cid}/`])
  })

  it(`resolves the seeded ${ENS_TOKEN_LIST_NAME} to the ENS list, served by the list server`, async () => {
    const client = devnetClient(1, url)
    const bytes = readFileSync(join(LISTS_DIR, ENS_TOKEN_LIST_FILE))
    const contenthash = await resolveEnsContenthash(client, ENS_TOKEN_LIST_NAME)
    // The snapshot holds the content hash of the list as stored: a changed list needs a rebuild.
    expect(contenthash).toBe(listContenthash(bytes))
    const uri = contenthashToUri(contenthash)
    expect(uri).toBe(`ipfs://${listCid(bytes)}`)

    const requests: string[] = []
    const list = await fetchTokenList(ENS_TOKEN_LIST_NAME, {
      resolveEnsContenthash: (name) => resolveEnsContenthash(client, name),
      fetch: recordingFetch(requests),
      ipfsGateways: [`${lists.url}/`],
    })
    expect(list).toEqual(JSON.parse(bytes.toString('utf8')))
    expect(requests).toEqual([`${lists.url}/ipfs/${listCid(bytes)}/`])

    // Kept by the deployer, with no address record: no development account gained a name.
    const node = namehash(ENS_TOKEN_LIST_NAME)
    expect(
      await client.readContract({
        address: MAINNET_CONTRACTS.ENSRegistry,
        abi: registryAbi,
        functionName: 'owner',
        args: [node],
      }),
    ).toBe(DEPLOYER.address)
    expect(
      await client.readContract({
        address: MAINNET_CONTRACTS.PublicResolver,
        abi: resolverAbi,
        functionName: 'addr',
        args: [node],
      }),
    ).toBe('0x0000000000000000000000000000000000000000')
  })

  it('imports the http list by URL through the app, validated by its schema', async () => {
    const list = await fetchTokenList(`${lists.url}/${DEVNET_TOKEN_LIST_FILE}`, {
      resolveEnsContenthash: () => Promise.reject(new Error('not an ENS name')),
    })
    expect(list).toEqual(JSON.parse(readFileSync(join(LISTS_DIR, DEVNET_TOKEN_LIST_FILE), 'utf8')))
  })

  it('fails for a name without a resolver', async () => {
    const client = devnetClient(1, url)
    await expect(resolveEnsContenthash(client, 'nobody-here.eth')).rejects.toThrow(
      'Failed to resolve ENS name: nobody-here.eth',
    )
  })
})
