import type { Address } from 'viem'

export interface GovernorInfo {
  /** The governor's number in proposal paths, /vote/{index}/{id} (Bravo is the third of mainnet's governors). */
  index: number
  address: Address
  /** Where its ProposalCreated logs are searched from. */
  fromBlock: bigint
}

/** The governors whose proposals are shown; governance exists on layer 1 only. */
export const GOVERNORS: Readonly<Partial<Record<number, readonly GovernorInfo[]>>> = {
  1: [{ index: 2, address: '0x408ED6354d4973f66138C91495F2f2FCbd8724C3', fromBlock: 0n }],
}

/** Mainnet's average block time, for turning block numbers into approximate dates. */
export const AVERAGE_BLOCK_TIME_SECONDS = 12

/** Proposing needs at least 0.25% of the total supply in votes (25 basis points). */
export const PROPOSAL_THRESHOLD_BPS = 25n

/** Bravo takes at most this many actions per proposal. */
export const MAX_PROPOSAL_ACTIONS = 10
