import type { Hex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { tokenList } from '../state/testLists'
import { fetchTokenList } from './fetchTokenList'

const LIST = tokenList({ major: 1, minor: 0, patch: 0 })
const CID = 'bafybeibj6lixxzqtsb45ysdjnupvqkufgdvzqbnvmhw2kf7cfkesy7r7d4'
const CONTENTHASH: Hex = '0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f'

type Answer = { status: number; body: string } | Error

/** A fetch that answers each URL from the table (unknown URLs: 404) and records the calls. */
function fakeFetch(answers: Record<string, Answer>) {
  return vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers[String(input)] ?? { status: 404, body: 'not found' }
    if (answer instanceof Error) throw answer
    return new Response(answer.body, { status: answer.status })
  })
}

const ok = (json: unknown): Answer => ({ status: 200, body: JSON.stringify(json) })
const noEns = async (): Promise<Hex> => {
  throw new Error('unexpected ENS lookup')
}
const calledUrls = (fetch: ReturnType<typeof fakeFetch>) => fetch.mock.calls.map(([url]) => String(url))

describe('fetchTokenList', () => {
  it('downloads an http(s) list without credentials', async () => {
    const fetch = fakeFetch({ 'https://example.com/list.json': ok(LIST) })
    await expect(
      fetchTokenList('https://example.com/list.json', { resolveEnsContenthash: noEns, fetch }),
    ).resolves.toEqual(LIST)
    expect(fetch).toHaveBeenCalledWith(
      'https://example.com/list.json',
      expect.objectContaining({ credentials: 'omit', signal: expect.any(AbortSignal) }),
    )
  })

  /** A fetch that accepts every request and never answers, until its signal aborts. */
  const hangingFetch = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      }),
  )

  it("gives up on a URL that never answers after the time limit, with the spec's download error", async () => {
    const started = Date.now()
    await expect(
      fetchTokenList('https://example.com/hang.json', {
        resolveEnsContenthash: noEns,
        fetch: hangingFetch,
        timeoutMs: 50,
      }),
    ).rejects.toThrow('Failed to download list https://example.com/hang.json')
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('moves to the next gateway when one never answers', async () => {
    const answers = fakeFetch({ [`https://ipfs.io/ipfs/${CID}/`]: ok(LIST) })
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('https://cloudflare-ipfs.com')
        ? hangingFetch(input, init)
        : answers(input, init),
    )
    await expect(
      fetchTokenList(`ipfs://${CID}`, {
        resolveEnsContenthash: noEns,
        fetch,
        ipfsGateways: ['https://cloudflare-ipfs.com/', 'https://ipfs.io/'],
        timeoutMs: 50,
      }),
    ).resolves.toEqual(LIST)
  })

  it('gives up on an ENS name whose resolution never answers', async () => {
    await expect(
      fetchTokenList('tokens.eth', {
        resolveEnsContenthash: () => new Promise<Hex>(() => {}),
        timeoutMs: 50,
      }),
    ).rejects.toThrow('Failed to resolve ENS name: tokens.eth')
  })

  it('moves to the next gateway after an error status', async () => {
    const fetch = fakeFetch({
      [`https://cloudflare-ipfs.com/ipfs/${CID}/`]: { status: 500, body: 'oops' },
      [`https://ipfs.io/ipfs/${CID}/`]: ok(LIST),
    })
    await expect(fetchTokenList(`ipfs://${CID}`, { resolveEnsContenthash: noEns, fetch })).resolves.toEqual(
      LIST,
    )
    expect(calledUrls(fetch)).toEqual([
      `https://cloudflare-ipfs.com/ipfs/${CID}/`,
      `https://ipfs.io/ipfs/${CID}/`,
    ])
  })

  it('moves to the next gateway after a body that is not JSON or a network error', async () => {
    const fetch = fakeFetch({
      'http://a/ipns/app.uniswap.org/': { status: 200, body: '<html>not json</html>' },
      'http://b/ipns/app.uniswap.org/': new TypeError('Failed to fetch'),
      'http://c/ipns/app.uniswap.org/': ok(LIST),
    })
    await expect(
      fetchTokenList('ipns://app.uniswap.org', {
        resolveEnsContenthash: noEns,
        fetch,
        ipfsGateways: ['http://a', 'http://b/', 'http://c/'],
      }),
    ).resolves.toEqual(LIST)
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it('fails with the list URL when every URL fails', async () => {
    const fetch = fakeFetch({ [`https://ipfs.io/ipfs/${CID}/`]: new TypeError('Failed to fetch') })
    await expect(fetchTokenList(`ipfs://${CID}`, { resolveEnsContenthash: noEns, fetch })).rejects.toThrow(
      `Failed to download list ipfs://${CID}`,
    )
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('fails with the validation errors of an invalid list', async () => {
    const fetch = fakeFetch({ 'https://example.com/list.json': ok({ ...LIST, tokens: 'none' }) })
    await expect(
      fetchTokenList('https://example.com/list.json', { resolveEnsContenthash: noEns, fetch }),
    ).rejects.toThrow(/^Token list failed validation: /)
  })

  it('fetches the IPFS content of an ENS name through the given gateways', async () => {
    const resolveEnsContenthash = vi.fn(async (_name: string) => CONTENTHASH)
    const fetch = fakeFetch({ [`http://127.0.0.1:4000/ipfs/${CID}/`]: ok(LIST) })
    await expect(
      fetchTokenList('Tokens.Uniswap.eth', {
        resolveEnsContenthash,
        fetch,
        ipfsGateways: ['http://127.0.0.1:4000/'],
      }),
    ).resolves.toEqual(LIST)
    expect(resolveEnsContenthash).toHaveBeenCalledWith('tokens.uniswap.eth')
    expect(calledUrls(fetch)).toEqual([`http://127.0.0.1:4000/ipfs/${CID}/`])
  })

  it('fails when the ENS name does not resolve', async () => {
    const fetch = fakeFetch({})
    const resolveEnsContenthash = async (): Promise<Hex> => {
      throw new Error('execution reverted')
    }
    await expect(fetchTokenList('nobody.eth', { resolveEnsContenthash, fetch })).rejects.toThrow(
      'Failed to resolve ENS name: nobody.eth',
    )
    expect(fetch).not.toHaveBeenCalled()
  })

  it('fails when the content hash is not IPFS/IPNS', async () => {
    const fetch = fakeFetch({})
    const resolveEnsContenthash = async (): Promise<Hex> => `0xe40101fa011b20${'ab'.repeat(32)}`
    await expect(fetchTokenList('swarm.eth', { resolveEnsContenthash, fetch })).rejects.toThrow(
      'Failed to translate contenthash to URI',
    )
    expect(fetch).not.toHaveBeenCalled()
  })

  it('rejects a location it cannot classify', async () => {
    const fetch = fakeFetch({})
    await expect(
      fetchTokenList('ftp://example.com/list', { resolveEnsContenthash: noEns, fetch }),
    ).rejects.toThrow('Unrecognized list URL protocol.')
  })
})
