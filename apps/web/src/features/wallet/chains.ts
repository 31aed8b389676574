import { type Chain, defineChain } from 'viem'
import { arbitrum, goerli, mainnet, optimism } from 'viem/chains'
import { getChainInfo } from '../../lib/chains'

/** A chain viem no longer ships (a retired test network), defined from our chain configuration. */
function retired(id: number): Chain {
  const info = getChainInfo(id)
  if (!info) throw new Error(`no chain configuration for ${id}`)
  return defineChain({
    id,
    name: info.label,
    nativeCurrency: info.nativeCurrency,
    rpcUrls: { default: { http: [...info.rpcUrls] } },
    blockExplorers: { default: { name: 'Explorer', url: info.explorer } },
    testnet: true,
  })
}

/** Every chain of the specification, mainnet first (the default chain). */
export const WAGMI_CHAINS = [
  mainnet,
  retired(3),
  retired(4),
  goerli,
  retired(42),
  optimism,
  retired(69),
  arbitrum,
  retired(421611),
] as const satisfies readonly [Chain, ...Chain[]]

/** The networks a replica stands in for, by the names the specification gives them. */
const REPLICA_NAMES: Record<number, string> = { 1: 'Ethereum', 10: 'Optimism', 42161: 'Arbitrum One' }

/**
 * The chains with the local replicas marked (config.devnetChains): named "… (local replica)", with their
 * local RPC URL, and `custom.localReplica` set, which the wallet client checks before every signature
 * (lib/transactions/replicaGuard.ts): a replica has the real chain's id, so a wallet on the real network
 * would otherwise sign there what was built from the replica's prices.
 */
export function chainsWithReplicas(
  devnetChains: readonly number[],
  rpcUrls: Record<number, string>,
): readonly [Chain, ...Chain[]] {
  const [first, ...rest] = WAGMI_CHAINS.map((chain): Chain => {
    const url = rpcUrls[chain.id]
    if (!devnetChains.includes(chain.id) || !url) return chain
    return {
      ...chain,
      name: replicaChainName(chain.id, chain.name),
      rpcUrls: { default: { http: [url] } },
      custom: { ...chain.custom, localReplica: true },
    }
  })
  return [first as Chain, ...rest]
}

/** "Optimism (local replica)": how a replica is named to the user's wallet and in messages. */
export function replicaChainName(chainId: number, fallback = `Chain ${chainId}`): string {
  return `${REPLICA_NAMES[chainId] ?? fallback} (local replica)`
}
