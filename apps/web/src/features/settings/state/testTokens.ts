import type { SerializedToken } from './types'

/** Saved tokens the settings tests share. */
export const UNI: SerializedToken = {
  chainId: 1,
  address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
  decimals: 18,
  symbol: 'UNI',
  name: 'Uniswap',
}
export const WETH: SerializedToken = {
  chainId: 1,
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  decimals: 18,
}
export const USDC_ARB: SerializedToken = {
  chainId: 42161,
  address: '0xff970a61a04b1ca14834a43f5de4533ebddb5cc8',
  decimals: 6,
}
