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
