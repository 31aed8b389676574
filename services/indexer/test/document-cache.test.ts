import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { cachedDocumentCount, handleGraphqlRequest } from '../src/subgraph/http.ts'
import type { TokenRow } from '../src/subgraph/rows.ts'
import { createSubgraphSchema } from '../src/subgraph/schema.ts'
import { memorySource } from './memory-source.ts'

/** A query text is parsed, checked and validated once; the answers stay those of each request. */

const token = (address: Hex, symbol: string): TokenRow => ({
  address,
  symbol,
  name: symbol,
  decimals: 18,
  totalValueLocked: 0n,
  poolCount: 0,
  derivedETH: 0,
  totalValueLockedUSD: 0,
  volume: 0,
  volumeUSD: 0,
  untrackedVolumeUSD: 0,
  feesUSD: 0,
  txCount: 0n,
  whitelistPools: [],
})
const A = '0x000000000000000000000000000000000000000a' as Hex
const B = '0x000000000000000000000000000000000000000b' as Hex
const source = memorySource({
  tokens: [token(A, 'AAA'), token(B, 'BBB')],
  pools: [],
  ticks: [],
  block: { number: 7, timestamp: 1 },
})

const post = (schema: ReturnType<typeof createSubgraphSchema>, query: string, variables?: object) =>
  handleGraphqlRequest(schema, source, {
    method: 'POST',
    contentType: 'application/json',
    body: JSON.stringify({ query, variables }),
    searchParams: new URLSearchParams(),
  })

const TOKEN = 'query($id: ID!) { token(id: $id) { symbol } }'

describe('checked documents, kept by their text', () => {
  it('keeps a valid query once and answers each request with its own variables', async () => {
    const schema = createSubgraphSchema()
    expect((await post(schema, TOKEN, { id: A })).body).toEqual({ data: { token: { symbol: 'AAA' } } })
    expect(cachedDocumentCount(schema)).toBe(1)
    expect((await post(schema, TOKEN, { id: B })).body).toEqual({ data: { token: { symbol: 'BBB' } } })
    expect((await post(schema, TOKEN, { id: '0x0c' })).body).toEqual({ data: { token: null } })
    expect(cachedDocumentCount(schema)).toBe(1)
  })

  it('keeps no invalid or refused query: each request gets its error again', async () => {
    const schema = createSubgraphSchema()
    const invalid = '{ token(id: "x") { nope } }'
    const refused = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: token(id: "x") { id }`).join(' ')} }`
    for (let round = 0; round < 2; round++) {
      const answer = await post(schema, invalid)
      expect(answer.status).toBe(200)
      expect(answer.body.errors?.[0]?.message).toMatch(/nope/)
      expect((await post(schema, refused)).status).toBe(400)
      expect((await post(schema, '{ token(')).body.errors).toHaveLength(1)
    }
    expect(cachedDocumentCount(schema)).toBe(0)
  })

  it('keeps at most 256 texts, and answers a text that was dropped as before', async () => {
    const schema = createSubgraphSchema()
    await post(schema, TOKEN, { id: A })
    for (let i = 0; i < 300; i++)
      await post(schema, `query Q${i}($id: ID!) { token(id: $id) { symbol } }`, { id: A })
    expect(cachedDocumentCount(schema)).toBe(256)
    expect((await post(schema, TOKEN, { id: B })).body).toEqual({ data: { token: { symbol: 'BBB' } } })
  })
})
