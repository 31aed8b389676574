// What the WalletConnect modal (@reown/appkit) takes from its `await import('viem')`. Served from this
// module instead (vite.config.ts) because a dynamic import of the 'viem' barrel, which the first load
// also imports, places everything it reaches (viem's public client and all its actions) in the first load.
export { createPublicClient, defineChain, http } from 'viem'
