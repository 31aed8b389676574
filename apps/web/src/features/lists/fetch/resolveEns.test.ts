import { type Address, decodeFunctionData, encodeFunctionResult, type Hex, namehash, zeroAddress } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { contractAddress } from '../../../core/addresses'
import { ensRegistryAbi } from '../../../lib/ens'
import {
  contenthashResolverAbi,
  type EnsContractReader,
  mainnetContenthashResolver,
  resolveEnsContenthash,
} from './resolveEns'

const RESOLVER: Address = '0x4976fb03C32e5B8cfe2b6cCB31c09Ba78EBaBa41'
const HASH = `0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f` as const

/** A fake node answering eth_call for the registry's resolver() and the resolver's contenthash(). */
function fakeClient(resolver: Address, contenthash: Hex | Error) {
  const calls: { to: string; functionName: string; node: string }[] = []
  const request = vi.fn(
    async ({ params }: { method: string; params: [{ to: Address; data: Hex }, string] }) => {
      const [{ to, data }] = params
      if (to === contractAddress(1, 'ENSRegistry')) {
        const { args } = decodeFunctionData({ abi: ensRegistryAbi, data })
        calls.push({ to, functionName: 'resolver', node: args[0] as string })
        return encodeFunctionResult({ abi: ensRegistryAbi, functionName: 'resolver', result: resolver })
      }
      const { args } = decodeFunctionData({ abi: contenthashResolverAbi, data })
      calls.push({ to, functionName: 'contenthash', node: args[0] })
      if (contenthash instanceof Error) throw contenthash
      return encodeFunctionResult({
        abi: contenthashResolverAbi,
        functionName: 'contenthash',
        result: contenthash,
      })
    },
  )
  // The fake implements eth_call only; viem's typed request signature cannot be spelled by hand.
  return { client: { request } as unknown as EnsContractReader, calls }
}

describe('resolveEnsContenthash', () => {
  it('reads the resolver from the registry, then the content hash from the resolver', async () => {
    const { client, calls } = fakeClient(RESOLVER, HASH)
    await expect(resolveEnsContenthash(client, 'tokens.uniswap.eth')).resolves.toBe(HASH)
    const node = namehash('tokens.uniswap.eth')
    expect(calls).toEqual([
      { to: contractAddress(1, 'ENSRegistry'), functionName: 'resolver', node },
      { to: RESOLVER, functionName: 'contenthash', node },
    ])
  })

  it('fails without a resolver', async () => {
    const { client, calls } = fakeClient(zeroAddress, HASH)
    await expect(resolveEnsContenthash(client, 'nobody.eth')).rejects.toThrow(
      'Failed to resolve ENS name: nobody.eth',
    )
    expect(calls).toHaveLength(1)
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

describe('mainnetContenthashResolver', () => {
  it("fails every ENS name with 'Could not construct mainnet ENS resolver' without a mainnet client", async () => {
    await expect(mainnetContenthashResolver(undefined)('tokens.uniswap.eth')).rejects.toThrow(
      'Could not construct mainnet ENS resolver',
    )
  })

  it('resolves through the mainnet client when there is one', async () => {
    const { client, calls } = fakeClient(RESOLVER, HASH)
    await expect(mainnetContenthashResolver(client)('tokens.uniswap.eth')).resolves.toBe(HASH)
    expect(calls).toHaveLength(2)
  })
})
