import { type Address, namehash, zeroAddress } from 'viem'
import { useReadContract } from 'wagmi'
import { ensRegistryAbi, ensResolverAbi, reverseNode, verifiedName } from '../../lib/ens'
import { contractAddress } from '../addresses'

/**
 * The resolver the registry names for a node on mainnet (undefined when none is set or it has not loaded),
 * and whether the read is still running.
 */
function useEnsResolver(node: `0x${string}` | undefined): {
  resolver: Address | undefined
  loading: boolean
} {
  const { data: resolver, isLoading } = useReadContract({
    chainId: 1,
    address: contractAddress(1, 'ENSRegistry'),
    abi: ensRegistryAbi,
    functionName: 'resolver',
    args: node ? [node] : undefined,
    query: { enabled: !!node },
  })
  return { resolver: resolver && resolver !== zeroAddress ? resolver : undefined, loading: isLoading }
}

/**
 * The primary ENS name of an address, read from the registry on mainnet: the reverse record's
 * resolver, its name, then the forward resolution that must point back to the address.
 */
export function useEnsNameOf(address: Address | undefined): string | undefined {
  const node = address ? reverseNode(address) : undefined
  const { resolver } = useEnsResolver(node)
  const { data: name } = useReadContract({
    chainId: 1,
    address: resolver,
    abi: ensResolverAbi,
    functionName: 'name',
    args: node ? [node] : undefined,
    query: { enabled: !!resolver && !!node },
  })
  const { address: forward } = useEnsAddressOf(name)
  return address ? verifiedName(address, name, forward) : undefined
}

/**
 * The address an ENS name resolves to on mainnet (registry, then the name's resolver), with whether the
 * lookup is still running. A name without a resolver or address resolves to undefined.
 */
export function useEnsAddressOf(name: string | undefined): {
  address: Address | undefined
  loading: boolean
} {
  let node: `0x${string}` | undefined
  try {
    node = name ? namehash(name.toLowerCase()) : undefined
  } catch {
    node = undefined
  }
  const { resolver, loading: resolverLoading } = useEnsResolver(node)
  const hasResolver = !!resolver
  const { data: address, isLoading: addressLoading } = useReadContract({
    chainId: 1,
    address: hasResolver ? resolver : undefined,
    abi: ensResolverAbi,
    functionName: 'addr',
    args: node ? [node] : undefined,
    query: { enabled: hasResolver && !!node },
  })
  return {
    address: address && address !== zeroAddress ? address : undefined,
    loading: resolverLoading || (hasResolver && addressLoading),
  }
}
