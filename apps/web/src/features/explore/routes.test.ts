import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { preloadExplorePage } from './routes'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const keys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey)

describe('preloadExplorePage', () => {
  it("asks for a token page's data under the keys the page reads, beside its chunk", () => {
    const client = new QueryClient()
    expect(preloadExplorePage(`/explore/tokens/arbitrum/${WETH}`, client)).toBeInstanceOf(Promise)
    expect(keys(client)).toEqual([
      ['explore', 'token', 42161, WETH.toLowerCase()],
      ['explore', 'tokenActivity', 42161, WETH.toLowerCase()],
    ])
  })
  it("asks for a pool page's data, and a list's where the path names its chain", () => {
    const client = new QueryClient()
    preloadExplorePage(`/explore/pools/ethereum/${WETH}`, client)
    preloadExplorePage('/explore/pools/arbitrum', client)
    expect(keys(client)).toEqual([
      ['explore', 'pool', 1, WETH.toLowerCase()],
      ['explore', 'pools', 42161],
    ])
  })
  it('asks for nothing it cannot know: a pasted non-address, a list whose chain is the wallet’s', () => {
    const client = new QueryClient()
    expect(preloadExplorePage('/explore/tokens/ethereum/0x1234', client)).toBeInstanceOf(Promise)
    expect(preloadExplorePage('/explore', client)).toBeInstanceOf(Promise)
    expect(keys(client)).toEqual([])
  })
  it('leaves other pages alone', () => {
    const client = new QueryClient()
    expect(preloadExplorePage('/swap', client)).toBeUndefined()
    expect(preloadExplorePage('/explore/tokens/ethereum/0x1/extra', client)).toBeUndefined()
    expect(keys(client)).toEqual([])
  })
})
