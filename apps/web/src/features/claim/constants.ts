import { type Address, parseAbi } from 'viem'

/** The airdrop's MerkleDistributor; the airdrop exists on mainnet only. */
export const MERKLE_DISTRIBUTOR_ADDRESS: Readonly<Partial<Record<number, Address>>> = {
  1: '0x090D4613473dEE047c3f2706764f49E0821D256e',
}

/** The treasury (governance's Timelock), whose UNI does not circulate. */
export const TREASURY_ADDRESS: Readonly<Partial<Record<number, Address>>> = {
  1: '0x1a9C8182C09F50C8318d769245beA52c32BE35BC',
}

/** The public data repository of the airdrop's claims (mapping and chunks), used when none is configured. */
export const DEFAULT_CLAIM_DATA_URL =
  'https://raw.githubusercontent.com/Uniswap/mrkl-drop-data-chunks/final/chunks'

export const merkleDistributorAbi = parseAbi([
  'function isClaimed(uint256 index) view returns (bool)',
  'function claim(uint256 index, address account, uint256 amount, bytes32[] merkleProof)',
])

/** What SOCKS holders and users of the protocol each received, in whole UNI. */
export const SOCKS_AMOUNT = 1_000
export const USER_AMOUNT = 400

/** The pieces of confetti of a successful claim. */
export const CONFETTI_PIECES = 400
