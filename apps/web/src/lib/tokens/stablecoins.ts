/**
 * Dollar stablecoins per chain ('chainId:lower-case address'): an amount of one is its value in US
 * dollars, and prices are quoted in them first (USDC per ETH, not ETH per USDC).
 */
const USD_STABLECOINS: ReadonlySet<string> = new Set([
  '1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  '1:0xdac17f958d2ee523a2206206994597c13d831ec7',
  '1:0x6b175474e89094c44da98b954eedeac495271d0f',
  '42161:0xaf88d065e77c8cc2239327c5edb3a432268e5831',
  '42161:0xff970a61a04b1ca14834a43f5de4533ebddb5cc8',
  '42161:0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9',
  '42161:0xda10009cbd5d07dd0cecc66161fc93d7c9000da1',
])

export function isUsdStablecoin(chainId: number, address: string): boolean {
  return USD_STABLECOINS.has(`${chainId}:${address.toLowerCase()}`)
}
