import { describe, expect, it } from 'vitest'
import type { Call } from './chunk.ts'
import { fakeMulticallClient } from './fakeClient.ts'
import { createMulticallStore, toCallKey } from './store.ts'
import { warmCalls } from './warm.ts'

const CHAIN = 1
const MULTICALL = '0x1F98415757620B543A52E61c46B32eB19261F984'
const TOKEN = '0x00000000000000000000000000000000000000aa'
const call = (index: number): Call => ({
  address: TOKEN,
  callData: `0x${index.toString(16).padStart(8, '0')}`,
})

describe('warmCalls', () => {
  it('reads at the latest block and stores each answer at the block the multicall reports', async () => {
    const store = createMulticallStore(CHAIN)
    const { client, requests } = fakeMulticallClient(
      (request) =>
        request.calls.map((c, i) => ({ success: i !== 1, returnData: i === 1 ? '0x' : c.callData })),
      (block) => block,
      42n,
    )
    await warmCalls(store, client, MULTICALL, [call(0), call(1)])
    expect(requests.map((request) => request.blockNumber)).toEqual([undefined])
    expect(store.getState().callResults).toEqual({
      [toCallKey(call(0))]: { data: call(0).callData, blockNumber: 42n, error: false },
      // A call that reverted is stored as the updater stores it: no data, not a read error.
      [toCallKey(call(1))]: { data: undefined, blockNumber: 42n, error: false },
    })
    // A page that then listens finds them fresh at that block: the updater does not read them again.
    store.addListener('page', [call(0), call(1)])
    expect(store.outdatedCalls(42n)).toEqual([])
    expect(store.outdatedCalls(43n)).toHaveLength(2)
  })

  it('stores nothing when the read fails, and never rejects', async () => {
    const store = createMulticallStore(CHAIN)
    const { client } = fakeMulticallClient(() => {
      throw new Error('fetch failed')
    })
    await expect(warmCalls(store, client, MULTICALL, [call(0)])).resolves.toBeUndefined()
    expect(store.getState().callResults).toEqual({})
  })

  it('never replaces a newer answer with its older one', async () => {
    const store = createMulticallStore(CHAIN)
    store.updateResults(CHAIN, 50n, { [toCallKey(call(0))]: '0xbeef' })
    const { client } = fakeMulticallClient(undefined, (block) => block, 49n)
    await warmCalls(store, client, MULTICALL, [call(0)])
    expect(store.getState().callResults[toCallKey(call(0))]?.data).toBe('0xbeef')
  })

  it('sends nothing for no calls', async () => {
    const { client, requests } = fakeMulticallClient()
    await warmCalls(createMulticallStore(CHAIN), client, MULTICALL, [])
    expect(requests).toEqual([])
  })
})
