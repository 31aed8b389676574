import { type Hex, namehash, type PublicClient, zeroAddress } from 'viem'
import { ENS_REGISTRY, ensRegistryAbi } from '../../../lib/ens/ens.ts'

/** The one resolver function read here; the shared resolver ABI has name/addr/text only. */
export const contenthashResolverAbi = [
  {
    type: 'function',
    name: 'contenthash',
    stateMutability: 'view',
    inputs: [{ name: 'node', type: 'bytes32' }],
    outputs: [{ name: '', type: 'bytes' }],
  },
] as const

/** What is needed of a mainnet viem client. */
export type EnsContractReader = Pick<PublicClient, 'readContract'>

/**
 * The EIP-1577 content hash of an ENS name, read on mainnet through the registry and the name's resolver.
 * Throws `Failed to resolve ENS name: <name>` when there is no resolver, no content hash or a read fails.
 */
export async function resolveEnsContenthash(client: EnsContractReader, ensName: string): Promise<Hex> {
  const failure = () => new Error(`Failed to resolve ENS name: ${ensName}`)
  const node = namehash(ensName)
  let contenthash: Hex
  try {
    const resolver = await client.readContract({
      address: ENS_REGISTRY,
      abi: ensRegistryAbi,
      functionName: 'resolver',
      args: [node],
    })
    if (resolver === zeroAddress) throw failure()
    contenthash = await client.readContract({
      address: resolver,
      abi: contenthashResolverAbi,
      functionName: 'contenthash',
      args: [node],
    })
  } catch {
    throw failure()
  }
  if (contenthash === '0x') throw failure()
  return contenthash
}
