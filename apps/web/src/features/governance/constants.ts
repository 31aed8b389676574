import type { Address } from 'viem'
import { contractAddress } from '../../core/addresses'

export interface GovernorInfo {
  /** The governor's number in proposal paths, /vote/{index}/{id} (Bravo is the third of mainnet's governors). */
  index: number
  address: Address
  /** Where its ProposalCreated logs are searched from. */
  fromBlock: bigint
}

/** The governors whose proposals are shown; governance exists on layer 1 only. */
export const GOVERNORS: Readonly<Partial<Record<number, readonly GovernorInfo[]>>> = {
  1: [{ index: 2, address: contractAddress(1, 'GovernorBravo') as Address, fromBlock: 0n }],
}

/** Mainnet's average block time, for turning block numbers into approximate dates. */
export const AVERAGE_BLOCK_TIME_SECONDS = 12

/** Proposing needs at least 0.25% of the total supply in votes (25 basis points). */
export const PROPOSAL_THRESHOLD_BPS = 25n

/** Bravo takes at most this many actions per proposal. */
export const MAX_PROPOSAL_ACTIONS = 10

/** The voting period (spec section 9: 7 days), shown while the governor's own cannot be read. */
export const VOTING_PERIOD_DAYS = 7

/**
 * GovernorBravo counts its periods in blocks of its own assumed length: MIN_VOTING_PERIOD is 5,760 blocks,
 * "about 24 hours" (15 s blocks), so its 40,320-block period is the 7 days the specification names.
 */
export const GOVERNOR_BLOCKS_PER_DAY = 5_760n
