/** Public IPFS gateways, in the order tried, when the configuration names none. */
export const DEFAULT_IPFS_GATEWAYS: readonly string[] = ['https://cloudflare-ipfs.com', 'https://ipfs.io']
