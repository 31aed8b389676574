import { createWalletClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

// Loaded with the first devnet connect. Importing 'viem' dynamically instead would make the bundler keep
// the whole package namespace (every client decorator) in the first load, where 'viem' is also imported.
export { createWalletClient, http, mnemonicToAccount }
