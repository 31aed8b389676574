import { describe, expect, it } from 'vitest'
import { handleGraphqlRequest } from '../src/subgraph/http.ts'
import { DEFAULT_LIMITS } from '../src/subgraph/limits.ts'
import type { SubgraphSource } from '../src/subgraph/schema.ts'
import { FEE_TIER_DISTRIBUTION } from './app-queries.ts'
import { data, post, schema, USDC, WETH } from './graphql-store.ts'
import { memorySource } from './memory-source.ts'

describe('query limits (refused before they run)', () => {
  const refusal = async (query: string, expected: string) => {
    const calls: string[] = []
    const started = performance.now()
    const answer = await post(memorySource(data, calls), query)
    const elapsed = performance.now() - started
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ errors: [{ message: expect.stringContaining(expected) }] })
    expect('data' in answer.body).toBe(false)
    // Nothing was read from the store.
    expect(calls).toEqual([])
    return elapsed
  }

  it('refuses 500 aliases within 50 ms', async () => {
    const query = `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: pools(first: 1000) { id }`).join(' ')} }`
    const times: number[] = []
    for (let i = 0; i < 5; i++) times.push(await refusal(query, 'The query uses more than 20 aliases'))
    // The best of five: the first run pays for compiling the code.
    expect(Math.min(...times)).toBeLessThan(50)
  })

  it('refuses 5,000 fragment spreads (once a stack overflow and a 500)', async () => {
    const spreads = (count: number) => Array.from({ length: count }, () => '...F').join(' ')
    await refusal(`{ pools { ${spreads(5000)} } } fragment F on Pool { id }`, 'more than 30 fragments')
    // Counted on the parsed document too: definitions and inline fragments.
    const inline = Array.from({ length: 40 }, () => '... on Pool { id }').join(' ')
    await refusal(`{ pools { ${inline} } }`, 'more than 30 fragments')
    // A chain of fragments, each spreading the next: also refused by count, not by recursion.
    const chain = Array.from({ length: 5000 }, (_, i) => `fragment F${i} on Pool { ...F${i + 1} }`).join(' ')
    const answer = await post(
      memorySource(data),
      `{ pools { ...F0 } } ${chain} fragment F5000 on Pool { id }`,
    )
    expect(answer.status).toBe(400)
  })

  it('refuses a query nested deeper than 8 levels, also through fragments', async () => {
    await refusal(`{ ${'a { '.repeat(20)}b${' }'.repeat(20)} }`, 'more than 8 levels deep')
    await refusal(
      `{ ticks { ...A } } fragment A on Tick { pool { ...B } } fragment B on Pool { ${'x { '.repeat(7)}y${' }'.repeat(7)} }`,
      'more than 8 levels deep',
    )
    // Nesting that would overflow the parser's stack is refused before parsing: selections, and lists.
    await refusal(`{ ${'a { '.repeat(4000)}b${' }'.repeat(4000)} }`, 'more than 24 levels deep')
    await refusal(
      `{ pools(where: { id_in: ${'['.repeat(4000)}${']'.repeat(4000)} }) { id } }`,
      'more than 24 levels deep',
    )
  })

  it('refuses fragments that multiply into more than 200 fields', async () => {
    const doubling = Array.from(
      { length: 8 },
      (_, i) => `fragment F${i + 1} on Pool { ...F${i} ...F${i} }`,
    ).join(' ')
    await refusal(
      `{ pools { ...F8 } } fragment F0 on Pool { id feeTier } ${doubling}`,
      'more than 200 fields',
    )
  })

  it('refuses a document past 10,000 tokens, and a body of many operations', async () => {
    await refusal(
      `{ pools(where: { id_in: [${'"0x1" '.repeat(12_000)}] }) { id } }`,
      'longer than 10000 tokens',
    )
    await refusal(
      Array.from({ length: 6 }, (_, i) => `query Q${i} { pools { id } }`).join(' '),
      'at most 5 are allowed',
    )
  })

  it("still answers the app's queries and a fragment cycle is a validation error, not a crash", async () => {
    const ok = await post(memorySource(data), FEE_TIER_DISTRIBUTION, { token0: USDC, token1: WETH })
    expect(ok.status).toBe(200)
    const cycle = await post(
      memorySource(data),
      '{ pools { ...A } } fragment A on Pool { ...B } fragment B on Pool { ...A }',
    )
    expect(cycle.status).toBe(200)
    expect(JSON.stringify(cycle.body)).toContain('Cannot spread fragment')
  })
})

describe('answers hold no server detail and no long input', () => {
  it('clips a long name echoed in a validation error', async () => {
    const name = `x${'y'.repeat(100_000)}`
    const answer = await post(memorySource(data), `{ ${name} }`)
    const text = JSON.stringify(answer.body)
    expect(text.length).toBeLessThan(1000)
    expect(answer.body.errors?.[0]?.message).toMatch(/^Cannot query field "xyyy/)
  })

  it('stops a query past its time limit and makes none of its remaining reads', async () => {
    const calls: string[] = []
    const slow: SubgraphSource = {
      ...memorySource(data, calls),
      pools: (query) =>
        new Promise((resolve) => setTimeout(() => resolve(memorySource(data).pools(query)), 400)),
    }
    const started = performance.now()
    const answer = await handleGraphqlRequest(
      schema,
      slow,
      {
        method: 'POST',
        contentType: 'application/json',
        body: JSON.stringify({ query: '{ pools { id token0 { symbol } } }' }),
        searchParams: new URLSearchParams(),
      },
      () => {},
      { ...DEFAULT_LIMITS, timeoutMs: 100 },
    )
    expect(performance.now() - started).toBeLessThan(300)
    expect(answer).toEqual({
      status: 200,
      body: { errors: [{ message: 'The query ran longer than 100 ms and was stopped' }] },
    })
    // The pools read finishes later; the token reads it would lead to are never made.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(calls).toEqual([])
  })

  it('answers an exception anywhere with a generic message, without stack or file path', async () => {
    const broken = {
      ...memorySource(data),
      indexedBlock: () => {
        throw new Error(`boom at ${import.meta.filename}`)
      },
    }
    const logged: unknown[] = []
    const answer = await handleGraphqlRequest(
      schema,
      broken as SubgraphSource,
      {
        method: 'POST',
        contentType: 'application/json',
        body: JSON.stringify({ query: '{ _meta { block { number } } }' }),
        searchParams: new URLSearchParams(),
      },
      (error) => logged.push(error),
    )
    const text = JSON.stringify(answer.body)
    expect(text).not.toContain('/')
    expect(text).not.toContain('boom')
    expect(logged).toHaveLength(1)
  })
})
