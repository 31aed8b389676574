import { defaultAbiCoder } from '@ethersproject/abi'
import { isAddressLike } from './address'

/**
 * `ethers/lib/utils` for the v4 SDK, which the router SDK loads with every quote: the real module is
 * CommonJS re-exporting all of ethers v5's utilities (wallets, HD keys, word lists, ENS tables), which the
 * bundler cannot leave out and the browser evaluated on the first quote. The v4 SDK takes these two.
 */
export const isAddress = isAddressLike
export { defaultAbiCoder }
