import type { Address } from 'viem'

/** The Uniswap interface's own multicall contract (`UniswapInterfaceMulticall`, v3-periphery lens). */
export const uniswapInterfaceMulticallAbi = [
  {
    type: 'function',
    name: 'multicall',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'gasLimit', type: 'uint256' },
          { name: 'callData', type: 'bytes' },
        ],
      },
    ],
    outputs: [
      { name: 'blockNumber', type: 'uint256' },
      {
        name: 'returnData',
        type: 'tuple[]',
        components: [
          { name: 'success', type: 'bool' },
          { name: 'gasUsed', type: 'uint256' },
          { name: 'returnData', type: 'bytes' },
        ],
      },
    ],
  },
  {
    type: 'function',
    name: 'getEthBalance',
    stateMutability: 'view',
    inputs: [{ name: 'addr', type: 'address' }],
    outputs: [{ name: 'balance', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'getCurrentBlockTimestamp',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: 'timestamp', type: 'uint256' }],
  },
] as const

/**
 * Where `UniswapInterfaceMulticall` lives, per chain id. The devnet replica places it at the same
 * canonical addresses. A chain missing here has no batched reads (its hooks stay loading).
 */
export const MULTICALL_ADDRESSES: Readonly<Record<number, Address>> = {
  1: '0x1F98415757620B543A52E61c46B32eB19261F984',
  42161: '0xadF885960B47eA2CD9B55E6DAc6B42b7Cb2806dB',
}
