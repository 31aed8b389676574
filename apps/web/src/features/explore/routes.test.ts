import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadExplorePage, preloadExplorePage } from './routes'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })
const keys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey)

// Each chunk's import is awaited: a test that ended while one was still loading would leave vitest to
// tear the module graph down under it (an unhandled EnvironmentTeardownError in CI).
describe('preloadExplorePage', () => {
  it("asks for a token page's data under the keys the page reads, beside its chunk", async () => {
    const client = newClient()
    const chunk = preloadExplorePage(`/explore/tokens/arbitrum/${WETH}`, client)
    expect(keys(client)).toEqual([
      ['explore', 'token', 42161, WETH.toLowerCase()],
      ['explore', 'tokenActivity', 42161, WETH.toLowerCase()],
    ])
    await expect(chunk).resolves.toHaveProperty('default')
  })
  it("asks for a pool page's data, and a list's where the path names its chain", async () => {
    const client = newClient()
    const chunks = [
      preloadExplorePage(`/explore/pools/ethereum/${WETH}`, client),
      preloadExplorePage('/explore/pools/arbitrum', client),
    ]
    expect(keys(client)).toEqual([
      ['explore', 'pool', 1, WETH.toLowerCase()],
      ['explore', 'pools', 42161],
    ])
    for (const chunk of chunks) await expect(chunk).resolves.toHaveProperty('default')
  })
  it('asks for nothing it cannot know: a pasted non-address, a list whose chain is the wallet’s', async () => {
    const client = newClient()
    const chunks = [
      preloadExplorePage('/explore/tokens/ethereum/0x1234', client),
      preloadExplorePage('/explore', client),
    ]
    expect(keys(client)).toEqual([])
    for (const chunk of chunks) await expect(chunk).resolves.toHaveProperty('default')
  })
  it('leaves other pages alone', () => {
    const client = newClient()
    expect(preloadExplorePage('/swap', client)).toBeUndefined()
    expect(preloadExplorePage('/explore/tokens/ethereum/0x1/extra', client)).toBeUndefined()
    expect(keys(client)).toEqual([])
  })
  it('asks for a list on the chain the app opens on when the path names none, as the page will', async () => {
    const client = newClient()
    const chunks = [
      preloadExplorePage('/explore/tokens', client, 42161),
      preloadExplorePage('/explore/pools', client, 1),
      preloadExplorePage('/explore/tokens/ethereum', client, 42161),
    ]
    expect(keys(client)).toEqual([
      ['explore', 'tokens', 42161],
      ['explore', 'pools', 1],
      ['explore', 'tokens', 1],
    ])
    for (const chunk of chunks) await expect(chunk).resolves.toHaveProperty('default')
  })
})

describe('loadExplorePage (the server render of an Explore page)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("resolves to the page's name once its chunk and every answer are in", async () => {
    const client = newClient()
    const token = WETH.toLowerCase()
    // Answers already in (fresh): nothing is asked again, as with answers the indexer just gave.
    client.setQueryData(['explore', 'token', 1, token], { now: 1 })
    client.setQueryData(['explore', 'tokenActivity', 1, token], { now: 1 })
    client.setQueryData(['explore', 'tokens', 42161], { now: 1 })
    const fetched = vi.fn()
    vi.stubGlobal('fetch', fetched)
    expect(await loadExplorePage(`/explore/tokens/ethereum/${WETH}`, client, 1)).toBe('explore-token')
    expect(await loadExplorePage('/explore/tokens', client, 42161)).toBe('explore-list')
    expect(fetched).not.toHaveBeenCalled()
  })

  it('resolves to nothing when the indexer fails, and is nothing for a page with nothing to show', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }))
    expect(await loadExplorePage(`/explore/pools/ethereum/${WETH}`, newClient(), 1)).toBeUndefined()
    const client = newClient()
    expect(loadExplorePage('/explore/tokens/ethereum/0x1234', client, 1)).toBeUndefined()
    expect(loadExplorePage('/swap', client, 1)).toBeUndefined()
    expect(loadExplorePage('/add/ETH', client, 1)).toBeUndefined()
  })
})
