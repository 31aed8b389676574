import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  namehash,
  type PublicClient,
  zeroAddress,
} from 'viem'
import { contractAddress } from '../../../core/addresses.ts'
import { ensRegistryAbi } from '../../../lib/ens/ens.ts'

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

/**
 * What is needed of a mainnet viem client: raw JSON-RPC. The reads are plain eth_calls rather than
 * viem's readContract, whose error path loads the CCIP-Read code: ENS list names are resolved on chain
 * only, and a missing name must not cost the page that code.
 */
export type EnsContractReader = Pick<PublicClient, 'request'>

async function ethCall(client: EnsContractReader, to: Address, data: Hex): Promise<Hex> {
  return client.request({ method: 'eth_call', params: [{ to, data }, 'latest'] })
}

/**
 * The EIP-1577 content hash of an ENS name, read on mainnet through the registry and the name's resolver.
 * Throws `Failed to resolve ENS name: <name>` when there is no resolver, no content hash or a read fails.
 */
export async function resolveEnsContenthash(client: EnsContractReader, ensName: string): Promise<Hex> {
  const failure = () => new Error(`Failed to resolve ENS name: ${ensName}`)
  const node = namehash(ensName)
  let contenthash: Hex
  try {
    const resolver = decodeFunctionResult({
      abi: ensRegistryAbi,
      functionName: 'resolver',
      data: await ethCall(
        client,
        contractAddress(1, 'ENSRegistry') as Address,
        encodeFunctionData({ abi: ensRegistryAbi, functionName: 'resolver', args: [node] }),
      ),
    })
    if (resolver === zeroAddress) throw failure()
    contenthash = decodeFunctionResult({
      abi: contenthashResolverAbi,
      functionName: 'contenthash',
      data: await ethCall(
        client,
        resolver,
        encodeFunctionData({ abi: contenthashResolverAbi, functionName: 'contenthash', args: [node] }),
      ),
    })
  } catch {
    throw failure()
  }
  if (contenthash === '0x') throw failure()
  return contenthash
}

/**
 * The contenthash lookup a list fetch uses for ENS names: through the mainnet client, which the app may
 * lack (no chain 1 configured), and then every ENS list fails with 'Could not construct mainnet ENS
 * resolver' (the spec's words) instead of a lookup on another chain.
 */
export function mainnetContenthashResolver(
  mainnet: EnsContractReader | undefined,
): (ensName: string) => Promise<Hex> {
  return async (ensName) => {
    if (!mainnet) throw new Error('Could not construct mainnet ENS resolver')
    return resolveEnsContenthash(mainnet, ensName)
  }
}
