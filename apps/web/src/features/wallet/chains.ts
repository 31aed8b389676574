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
