import { parseAbi } from 'viem'

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
