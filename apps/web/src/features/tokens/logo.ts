import { getAddress, isAddress } from 'viem'

/** The public assets repository's folder per chain: Ethereum, Arbitrum and Optimism have logos there. */
const ASSETS_NETWORK: Readonly<Record<number, string>> = { 1: 'ethereum', 42161: 'arbitrum', 10: 'optimism' }

export function assetsRepositoryLogo(chainId: number, address: string): string | undefined {
  const network = ASSETS_NETWORK[chainId]
  if (!network || !isAddress(address, { strict: false })) return undefined
  return `https://raw.githubusercontent.com/Uniswap/assets/master/blockchains/${network}/assets/${getAddress(address)}/logo.png`
}

/**
 * The http(s) URLs a logo URI can be loaded from, best first: https as is; http tried as https first;
 * ipfs:// and ipns:// through each gateway in order. Other schemes (data: aside) give nothing.
 */
export function logoUriToHttp(uri: string, ipfsGateways: readonly string[]): string[] {
  const trimmed = uri.trim()
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase()
  switch (scheme) {
    case 'https':
    case 'data':
      return [trimmed]
    case 'http':
      return [`https${trimmed.slice(4)}`, trimmed]
    case 'ipfs':
    case 'ipns': {
      const path = trimmed.replace(/^ip[fn]s:(\/\/)?/i, '').replace(/^ip[fn]s\//i, '')
      if (!path) return []
      return ipfsGateways.map((gateway) => `${gateway.replace(/\/+$/, '')}/${scheme}/${path}`)
    }
    default:
      return []
  }
}

/** Whether a logo URI names content on IPFS (or IPNS), loaded only through a gateway. */
function isIpfsUri(uri: string): boolean {
  return /^\s*ip[fn]s:/i.test(uri)
}

/**
 * Where to look for a token's logo, in order: the list's logoURI, then the assets repository by chain and
 * address; but a list logo on IPFS comes after the assets repository (the spec's source of logos): a
 * gateway holds only what it has fetched, so the app's own gateway answers 404 for most logos (the UNI
 * logo on the replica) and a public one may take seconds. When all fail the caller draws the fallback.
 */
export function tokenLogoCandidates(
  token: { chainId: number; address: string; logoURI?: string | undefined },
  ipfsGateways: readonly string[],
): string[] {
  const fromList = token.logoURI ? logoUriToHttp(token.logoURI, ipfsGateways) : []
  const fromAssets = assetsRepositoryLogo(token.chainId, token.address)
  const assets = fromAssets ? [fromAssets] : []
  const ordered =
    token.logoURI && isIpfsUri(token.logoURI) ? [...assets, ...fromList] : [...fromList, ...assets]
  return [...new Set(ordered)]
}

/** The generated fallback: up to 3 letters of the symbol on a colour derived from the address. */
export function fallbackLogo(symbol: string | undefined, address: string): { text: string; hue: number } {
  const letters = (symbol ?? '?').replace(/[^\p{L}\p{N}]/gu, '').slice(0, 3) || '?'
  let hash = 0
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) % 360
  return { text: letters.toUpperCase(), hue: hash }
}
