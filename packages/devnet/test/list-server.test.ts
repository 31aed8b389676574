import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contenthashToUri } from '../../../apps/web/src/features/lists/fetch/contenthash.ts'
import { base32Encode as appBase32Encode } from '../../../apps/web/src/features/lists/fetch/multibase.ts'
import {
  ARBITRUM_TOKENS,
  base32Encode,
  DEVNET_TOKEN_LIST_FILE,
  ENS_TOKEN_LIST_FILE,
  freePort,
  LISTS_DIR,
  type ListServer,
  listCid,
  listContenthash,
  MAINNET_TOKENS,
  OPTIMISM_TOKENS,
  readAddressBook,
  startListServer,
} from '../src/index.ts'

interface ListToken {
  chainId: number
  address: string
  name: string
  symbol: string
  decimals: number
}
interface List {
  name: string
  timestamp: string
  version: { major: number; minor: number; patch: number }
  tokens: ListToken[]
}

const stored = (file: string) => readFileSync(join(LISTS_DIR, file))
const parse = (bytes: Uint8Array) => JSON.parse(Buffer.from(bytes).toString('utf8')) as List

/** The token list of an address book as the list must have it: every token, fields exactly as seeded. */
const bookTokens = (chainId: 1 | 10 | 42161): ListToken[] =>
  Object.values(readAddressBook(chainId).tokens).map((token) => ({
    chainId,
    address: token.address,
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
  }))

describe('the devnet token lists', () => {
  // The schema of the package the app depends on, compiled the way the app does (ajv, draft-07, formats).
  const schema = createRequire(import.meta.url)('@uniswap/token-lists/src/tokenlist.schema.json') as object
  const ajv = new Ajv({ allErrors: true })
  addFormats.default(ajv)
  const validate = ajv.compile(schema)

  it.each([DEVNET_TOKEN_LIST_FILE, ENS_TOKEN_LIST_FILE])(
    '%s is valid against the Token Lists schema',
    (file) => {
      const valid = validate(parse(stored(file)))
      expect(ajv.errorsText(validate.errors)).toBe('No errors')
      expect(valid).toBe(true)
    },
  )

  it('the schema rejects a list that breaks it (so that the check above means something)', () => {
    const list = parse(stored(DEVNET_TOKEN_LIST_FILE))
    expect(validate({ ...list, tokens: [{ ...list.tokens[0], decimals: -1 }] })).toBe(false)
    expect(validate({ ...list, timestamp: 'yesterday' })).toBe(false)
  })

  it('the http list has every token of the three address books, exactly as seeded', () => {
    const list = parse(stored(DEVNET_TOKEN_LIST_FILE))
    expect(list.name).toBe('Devnet Tokens')
    expect(list.version).toEqual({ major: 1, minor: 1, patch: 0 })
    expect(new Date(list.timestamp).toISOString()).toBe(list.timestamp)
    expect(list.tokens).toEqual([...bookTokens(1), ...bookTokens(42161), ...bookTokens(10)])
    // The address books are written by the seeding from canonical.ts: the list agrees with them.
    const canonical = [
      ...Object.values(MAINNET_TOKENS).map((token) => ({ ...token, chainId: 1 })),
      ...Object.values(ARBITRUM_TOKENS).map((token) => ({ ...token, chainId: 42161 })),
      ...Object.values(OPTIMISM_TOKENS).map((token) => ({ ...token, chainId: 10 })),
    ].map(({ chainId, address, name, symbol, decimals }) => ({ chainId, address, name, symbol, decimals }))
    expect(list.tokens).toEqual(canonical)
  })

  it('the ENS list has a handful of chain-1 tokens, exactly as seeded', () => {
    const list = parse(stored(ENS_TOKEN_LIST_FILE))
    expect(list.name).toBe('Devnet ENS List')
    expect(list.version).toEqual({ major: 1, minor: 0, patch: 0 })
    expect(new Date(list.timestamp).toISOString()).toBe(list.timestamp)
    expect(list.tokens.length).toBeGreaterThanOrEqual(3)
    const book = bookTokens(1)
    for (const token of list.tokens) expect(book).toContainEqual(token)
  })
})

describe('CIDs and content hashes', () => {
  it('encodes base32 as RFC 4648 (lower case, unpadded) and as the app does', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'my'],
      ['fo', 'mzxq'],
      ['foo', 'mzxw6'],
      ['foob', 'mzxw6yq'],
      ['fooba', 'mzxw6ytb'],
      ['foobar', 'mzxw6ytboi'],
    ]
    for (const [text, encoded] of vectors) expect(base32Encode(Buffer.from(text))).toBe(encoded)
    const bytes = stored(ENS_TOKEN_LIST_FILE)
    expect(base32Encode(bytes)).toBe(appBase32Encode(bytes))
  })

  it('gives the raw-block CIDv1 that IPFS gives', () => {
    // `ipfs add --cid-version 1 --raw-leaves` of an empty file.
    expect(listCid(new Uint8Array())).toBe('bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku')
    expect(listCid(stored(ENS_TOKEN_LIST_FILE))).toMatch(/^bafkrei[a-z2-7]{52}$/)
  })

  it("gives an EIP-1577 content hash that the app's decoder turns back into the CID", () => {
    const bytes = stored(ENS_TOKEN_LIST_FILE)
    const contenthash = listContenthash(bytes)
    expect(contenthash).toMatch(/^0xe30101551220[0-9a-f]{64}$/)
    expect(contenthashToUri(contenthash)).toBe(`ipfs://${listCid(bytes)}`)
    expect(listContenthash(Buffer.from('other'))).not.toBe(contenthash)
  })
})

/** A request with a path sent as is (fetch would normalise `..` away). */
function rawGet(url: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(`${url}${path}`, { method: 'GET', path }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
      .on('error', reject)
      .end()
  })
}

describe('the list server', () => {
  let server: ListServer
  beforeAll(async () => {
    server = await startListServer()
  })
  afterAll(() => server?.close())

  it('serves a fresh copy of the lists by file name, with CORS and without caching', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(server.dir.startsWith(tmpdir())).toBe(true)
    expect(server.dir).not.toBe(LISTS_DIR)
    for (const file of [DEVNET_TOKEN_LIST_FILE, ENS_TOKEN_LIST_FILE]) {
      expect(readFileSync(join(server.dir, file))).toEqual(stored(file))
      const response = await fetch(`${server.url}/${file}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(Buffer.from(await response.arrayBuffer())).toEqual(stored(file))
    }
  })

  it('serves a list as IPFS content by its CID, with or without the trailing slash', async () => {
    const bytes = stored(ENS_TOKEN_LIST_FILE)
    const cid = listCid(bytes)
    for (const path of [`/ipfs/${cid}/`, `/ipfs/${cid}`, `/ipfs/${cid}/?filename=list.json`]) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes)
    }
    const devnetList = await fetch(`${server.url}/ipfs/${listCid(stored(DEVNET_TOKEN_LIST_FILE))}/`)
    expect(await devnetList.json()).toEqual(parse(stored(DEVNET_TOKEN_LIST_FILE)))
  })

  it('answers 404 for an unknown file or CID, and for paths outside the directory', async () => {
    const missing = await fetch(`${server.url}/nothing.json`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('access-control-allow-origin')).toBe('*')
    expect(missing.headers.get('cache-control')).toBe('no-store')
    expect((await fetch(`${server.url}/ipfs/${listCid(Buffer.from('not served'))}/`)).status).toBe(404)
    expect((await fetch(`${server.url}/ipfs/`)).status).toBe(404)
    expect((await fetch(`${server.url}/`)).status).toBe(404)
    for (const path of [
      '/../package.json',
      '/..%2fpackage.json',
      '/%2e%2e/package.json',
      `/ipfs/../${DEVNET_TOKEN_LIST_FILE}`,
      `//${DEVNET_TOKEN_LIST_FILE}`,
      `/sub/${DEVNET_TOKEN_LIST_FILE}`,
    ])
      expect(await rawGet(server.url, path)).toBe(404)
  })

  it('reads the disk on every request: overwritten and added lists are served at once', async () => {
    const file = join(server.dir, ENS_TOKEN_LIST_FILE)
    const before = readFileSync(file)
    const oldCid = listCid(before)
    const changed = Buffer.from(JSON.stringify({ ...parse(before), name: 'Changed List' }))
    writeFileSync(file, changed)
    try {
      expect(await (await fetch(`${server.url}/${ENS_TOKEN_LIST_FILE}`)).json()).toMatchObject({
        name: 'Changed List',
      })
      expect((await fetch(`${server.url}/ipfs/${oldCid}/`)).status).toBe(404)
      expect((await fetch(`${server.url}/ipfs/${listCid(changed)}/`)).status).toBe(200)
    } finally {
      writeFileSync(file, before)
    }
    expect((await fetch(`${server.url}/ipfs/${oldCid}/`)).status).toBe(200)

    const added = Buffer.from('{"name":"Added"}')
    expect((await fetch(`${server.url}/added.json`)).status).toBe(404)
    writeFileSync(join(server.dir, 'added.json'), added)
    expect(await (await fetch(`${server.url}/added.json`)).json()).toEqual({ name: 'Added' })
    expect(await (await fetch(`${server.url}/ipfs/${listCid(added)}`)).json()).toEqual({ name: 'Added' })
  })

  it('answers a CORS preflight, HEAD, and refuses other methods', async () => {
    const preflight = await fetch(`${server.url}/${DEVNET_TOKEN_LIST_FILE}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-custom',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-custom')

    const head = await fetch(`${server.url}/${DEVNET_TOKEN_LIST_FILE}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(Number(head.headers.get('content-length'))).toBe(stored(DEVNET_TOKEN_LIST_FILE).length)
    expect(await head.text()).toBe('')

    const post = await fetch(`${server.url}/${DEVNET_TOKEN_LIST_FILE}`, { method: 'POST', body: '{}' })
    expect(post.status).toBe(405)
  })
})

describe('startListServer options and close()', () => {
  it('closes its port and removes its own temporary directory', async () => {
    const server = await startListServer()
    expect((await fetch(`${server.url}/${DEVNET_TOKEN_LIST_FILE}`)).status).toBe(200)
    await server.close()
    await server.close()
    await expect(fetch(`${server.url}/${DEVNET_TOKEN_LIST_FILE}`)).rejects.toThrow()
    expect(existsSync(server.dir)).toBe(false)
    // The package's own lists are never touched.
    expect(existsSync(join(LISTS_DIR, DEVNET_TOKEN_LIST_FILE))).toBe(true)
  })

  it('serves a given directory on a given port and leaves the directory in place', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'list-server-test-'))
    try {
      writeFileSync(join(dir, 'mine.json'), '{"mine":true}')
      const port = await freePort()
      const server = await startListServer({ dir, port, host: '127.0.0.1' })
      try {
        expect(server.url).toBe(`http://127.0.0.1:${port}`)
        expect(server.dir).toBe(dir)
        expect(await (await fetch(`${server.url}/mine.json`)).json()).toEqual({ mine: true })
        expect((await fetch(`${server.url}/${DEVNET_TOKEN_LIST_FILE}`)).status).toBe(404)
        await expect(startListServer({ port })).rejects.toThrow(/EADDRINUSE/)
      } finally {
        await server.close()
      }
      expect(readFileSync(join(dir, 'mine.json'), 'utf8')).toBe('{"mine":true}')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
