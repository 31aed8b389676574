import { type Chain, defineChain } from 'viem'
import { arbitrum, goerli, mainnet, optimism } from 'viem/chains'

/** Chains viem no longer ships (retired test networks), defined with their public endpoints. */
const retired = (id: number, name: string, rpc: string, explorer: string, testnet = true): Chain =>
  defineChain({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: { name: 'Explorer', url: explorer } },
    testnet,
  })

/** Every chain of the specification, mainnet first (the default chain). */
export const WAGMI_CHAINS = [
  mainnet,
  retired(3, 'Ropsten', 'https://rpc.ankr.com/eth_ropsten', 'https://ropsten.etherscan.io'),
  retired(4, 'Rinkeby', 'https://rpc.ankr.com/eth_rinkeby', 'https://rinkeby.etherscan.io'),
  goerli,
  retired(42, 'Kovan', 'https://kovan.poa.network', 'https://kovan.etherscan.io'),
  optimism,
  retired(69, 'Optimistic Kovan', 'https://kovan.optimism.io', 'https://kovan-optimistic.etherscan.io'),
  arbitrum,
  retired(
    421611,
    'Arbitrum Rinkeby',
    'https://rinkeby.arbitrum.io/rpc',
    'https://rinkeby-explorer.arbitrum.io',
  ),
] as const satisfies readonly [Chain, ...Chain[]]
