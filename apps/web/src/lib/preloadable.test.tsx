import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { preloadable } from './preloadable'

afterEach(cleanup)

/** A page chunk that arrives when the test says so, counting how often its page mounts. */
function chunk() {
  let arrive = () => {}
  let mounts = 0
  function Page({ name }: { name: string }) {
    useState(() => {
      mounts += 1
      return 0
    })
    return <p>page {name}</p>
  }
  const arrived = new Promise<{ default: typeof Page }>((resolve) => {
    arrive = () => resolve({ default: Page })
  })
  return { load: () => arrived, arrive: () => arrive(), mounts: () => mounts }
}

const shell = (children: React.ReactNode) => <Suspense fallback={<p>loading</p>}>{children}</Suspense>

describe('preloadable', () => {
  it('renders a preloaded page at once, with no fallback', async () => {
    const { load, arrive } = chunk()
    const Page = preloadable(load)
    arrive()
    await Page.preload()
    render(shell(<Page name="a" />))
    expect(screen.getByText('page a')).toBeTruthy()
    expect(screen.queryByText('loading')).toBeNull()
  })

  it('suspends like React.lazy when not preloaded, and loads the chunk once', async () => {
    let calls = 0
    const { load, arrive } = chunk()
    const Page = preloadable(() => {
      calls += 1
      return load()
    })
    render(shell(<Page name="b" />))
    expect(screen.getByText('loading')).toBeTruthy()
    await act(async () => {
      arrive()
      await Page.preload()
    })
    expect(await screen.findByText('page b')).toBeTruthy()
    expect(calls).toBe(1)
  })

  it('never remounts a page that started lazy when its chunk arrives and it renders again', async () => {
    const { load, arrive, mounts } = chunk()
    const Page = preloadable(load)
    const { rerender } = render(shell(<Page name="c" />))
    await act(async () => {
      arrive()
      await Page.preload()
    })
    await screen.findByText('page c')
    rerender(shell(<Page name="d" />))
    expect(screen.getByText('page d')).toBeTruthy()
    expect(mounts()).toBe(1)
  })
})
