import { describe, expect, it } from 'vitest'
import { openPage } from '../src/context.ts'

/**
 * The quote API and the indexer answer CORS for the app's origin only (issue 18): the app's own page
 * reads both, and a page of another origin in the same browser cannot.
 */
/** Runs in the page: both services read with fetch, a network refusal (CORS) as status 0. */
const readBoth = ([quoteUrl, subgraphUrl, query]: readonly [string, string, string]) => {
  const read = (url: string, init?: RequestInit) =>
    fetch(url, init).then(
      async (response) => ({ status: response.status, text: await response.text() }),
      (error: unknown) => ({ status: 0, text: String(error) }),
    )
  return Promise.all([
    read(quoteUrl),
    read(subgraphUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: query }),
  ])
}

describe('the services seen from a browser', () => {
  it("answer the app's page, and refuse a page of another origin", async () => {
    const { page, stack } = await openPage()
    const query = JSON.stringify({ query: '{ _meta { block { number } } }' })
    const quote = `${stack.quoteApiUrl}/ready`
    const subgraph = `${stack.indexerUrl}/subgraphs/name/uniswap/uniswap-v3`

    await page.goto(`${stack.webUrl}/swap`)
    const fromApp = await page.evaluate(readBoth, [quote, subgraph, query] as const)
    expect(fromApp[0]!.status).toBe(200)
    expect(fromApp[1]!.status).toBe(200)
    expect(JSON.parse(fromApp[1]!.text)).toMatchObject({
      data: { _meta: { block: { number: expect.any(Number) } } },
    })

    // The list server is another origin on this machine: a page there is refused by both services.
    await page.goto(`${stack.lists.url}/devnet.tokenlist.json`)
    const fromOther = await page.evaluate(readBoth, [quote, subgraph, query] as const)
    expect(fromOther.map((answer) => answer.status)).toEqual([0, 0])
    expect(fromOther[0]!.text).toContain('TypeError')
  })
})
