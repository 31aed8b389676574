import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadFirstPage } from './preload'

afterEach(() => vi.useRealTimers())
const client = new QueryClient()

describe('preloadFirstPage', () => {
  it('waits for the page chunk of the URL', async () => {
    let arrived = false
    const preload = (pathname: string) =>
      pathname === '/explore'
        ? new Promise((resolve) =>
            setTimeout(() => {
              arrived = true
              resolve(undefined)
            }, 5),
          )
        : undefined
    await preloadFirstPage('/explore', client, 1, 1_000, preload)
    expect(arrived).toBe(true)
  })
  it('does not wait for pages it has nothing to load for', async () => {
    await expect(preloadFirstPage('/swap', client, 1, 1_000, () => undefined)).resolves.toBeUndefined()
  })
  it('stops waiting after waitMs for a chunk that never comes, and never rejects for one that fails', async () => {
    vi.useFakeTimers()
    const hung = preloadFirstPage('/explore', client, 1, 2_000, () => new Promise(() => {}))
    await vi.advanceTimersByTimeAsync(2_000)
    await expect(hung).resolves.toBeUndefined()
    vi.useRealTimers()
    await expect(
      preloadFirstPage('/explore', client, 1, 2_000, () => Promise.reject(new Error('chunk failed'))),
    ).resolves.toBeUndefined()
  })
})
