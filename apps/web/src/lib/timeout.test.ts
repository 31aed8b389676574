import { describe, expect, it, vi } from 'vitest'
import { fetchWithTimeout, TimeoutError, withTimeout } from './timeout'

/** A fetch that accepts the request and never answers, until its signal aborts. */
const hanging = vi.fn(
  (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
    }),
)

describe('fetchWithTimeout', () => {
  it('gives up on a server that never answers with a TimeoutError', async () => {
    await expect(
      fetchWithTimeout('https://example.com/slow', { timeoutMs: 20, fetch: hanging }),
    ).rejects.toBeInstanceOf(TimeoutError)
  })

  it("passes the caller's own abort through as it is", async () => {
    const controller = new AbortController()
    const request = fetchWithTimeout('https://example.com/slow', {
      timeoutMs: 10_000,
      fetch: hanging,
      signal: controller.signal,
    })
    controller.abort(new Error('navigated away'))
    await expect(request).rejects.toThrow('navigated away')
  })

  it('returns an answer that comes in time', async () => {
    const answer = new Response('ok')
    await expect(
      fetchWithTimeout('https://example.com/fast', { timeoutMs: 1000, fetch: async () => answer }),
    ).resolves.toBe(answer)
  })
})

describe('withTimeout', () => {
  it('rejects a promise that does not settle in time, and keeps one that does', async () => {
    await expect(withTimeout(new Promise(() => {}), 20, 'tokens.eth')).rejects.toThrow(
      'tokens.eth did not answer',
    )
    await expect(withTimeout(Promise.resolve(5), 20, 'x')).resolves.toBe(5)
  })
})
