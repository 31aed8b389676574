import { type Address, namehash, zeroAddress } from 'viem'
import { useReadContract } from 'wagmi'
import { ENS_REGISTRY, ensRegistryAbi, ensResolverAbi, reverseNode, verifiedName } from './ens'

/**
 * The primary ENS name of an address, read from the registry on mainnet: the reverse record's
 * resolver, its name, then the forward resolution that must point back to the address.
 */
export function useEnsNameOf(address: Address | undefined): string | undefined {
  const node = address ? reverseNode(address) : undefined
  const { data: resolver } = useReadContract({
    chainId: 1,
    address: ENS_REGISTRY,
    abi: ensRegistryAbi,
    functionName: 'resolver',
    args: node ? [node] : undefined,
    query: { enabled: !!node },
  })
  const hasResolver = !!resolver && resolver !== zeroAddress
  const { data: name } = useReadContract({
    chainId: 1,
    address: resolver,
    abi: ensResolverAbi,
    functionName: 'name',
    args: node ? [node] : undefined,
    query: { enabled: hasResolver && !!node },
  })
  const forwardNode = name ? namehash(name.toLowerCase()) : undefined
  const { data: forwardResolver } = useReadContract({
    chainId: 1,
    address: ENS_REGISTRY,
    abi: ensRegistryAbi,
    functionName: 'resolver',
    args: forwardNode ? [forwardNode] : undefined,
    query: { enabled: !!forwardNode },
  })
  const { data: forward } = useReadContract({
    chainId: 1,
    address: forwardResolver,
    abi: ensResolverAbi,
    functionName: 'addr',
    args: forwardNode ? [forwardNode] : undefined,
    query: { enabled: !!forwardResolver && forwardResolver !== zeroAddress && !!forwardNode },
  })
  return address ? verifiedName(address, name, forward) : undefined
}
