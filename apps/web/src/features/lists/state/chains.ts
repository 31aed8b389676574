const OPTIMISM_CHAIN_IDS: ReadonlySet<number> = new Set([10, 69])
const ARBITRUM_CHAIN_IDS: ReadonlySet<number> = new Set([42161, 421611])

/** The lists to enable when the wallet switches to `chainId`: each layer 2 has its own list. */
export function listsToEnableOnChain(
  chainId: number,
  urls: { optimism: string; arbitrum: string },
): string[] {
  if (OPTIMISM_CHAIN_IDS.has(chainId)) return [urls.optimism]
  if (ARBITRUM_CHAIN_IDS.has(chainId)) return [urls.arbitrum]
  return []
}
