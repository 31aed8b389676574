import { type Address, namehash, zeroAddress } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { ENS_REGISTRY } from '../../../lib/ens/ens'
import { type EnsContractReader, resolveEnsContenthash } from './resolveEns'

const RESOLVER: Address = '0x4976fb03C32e5B8cfe2b6cCB31c09Ba78EBaBa41'
const HASH = `0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f` as const

/** A fake client answering the registry's resolver() and the resolver's contenthash(). */
function fakeClient(resolver: Address, contenthash: string | Error) {
  const readContract = vi.fn(
    async (call: { address: Address; functionName: string; args?: readonly unknown[] }) => {
      if (call.functionName === 'resolver') return resolver
      if (contenthash instanceof Error) throw contenthash
      return contenthash
    },
  )
  // The fake implements only the two reads; viem's generic signature cannot be spelled by hand.
  return { client: { readContract } as unknown as EnsContractReader, readContract }
}

describe('resolveEnsContenthash', () => {
  it('reads the resolver from the registry, then the content hash from the resolver', async () => {
    const { client, readContract } = fakeClient(RESOLVER, HASH)
    await expect(resolveEnsContenthash(client, 'tokens.uniswap.eth')).resolves.toBe(HASH)
    const node = namehash('tokens.uniswap.eth')
    expect(readContract).toHaveBeenNthCalledWith(
      1,
      expect.objectContaining({ address: ENS_REGISTRY, functionName: 'resolver', args: [node] }),
    )
    expect(readContract).toHaveBeenNthCalledWith(
      2,
      expect.objectContaining({ address: RESOLVER, functionName: 'contenthash', args: [node] }),
    )
  })

  it('fails without a resolver', async () => {
    const { client, readContract } = fakeClient(zeroAddress, HASH)
    await expect(resolveEnsContenthash(client, 'nobody.eth')).rejects.toThrow(
      'Failed to resolve ENS name: nobody.eth',
    )
    expect(readContract).toHaveBeenCalledTimes(1)
  })

  it('fails without a content hash', async () => {
    const { client } = fakeClient(RESOLVER, '0x')
    await expect(resolveEnsContenthash(client, 'alice.eth')).rejects.toThrow(
      'Failed to resolve ENS name: alice.eth',
    )
  })

  it('fails when a read fails', async () => {
    const { client } = fakeClient(RESOLVER, new Error('execution reverted'))
    await expect(resolveEnsContenthash(client, 'alice.eth')).rejects.toThrow(
      'Failed to resolve ENS name: alice.eth',
    )
  })
})
