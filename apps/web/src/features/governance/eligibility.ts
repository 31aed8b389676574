import { PROPOSAL_THRESHOLD_BPS } from './constants'
import { ProposalState } from './status'

export type VoteEligibility =
  | 'LOADING'
  | 'NOT_ACTIVE'
  | 'NO_ACCOUNT'
  | 'ALREADY_VOTED'
  | 'NO_VOTES'
  | 'CAN_VOTE'

/**
 * Votes count as of the proposal's snapshot block (its start block): only votes delegated before it can
 * be cast, once, while the proposal is active. The governor can tell the votes at a block only once the
 * block is mined (before that getPriorVotes reverts).
 */
export function votingEligibility(params: {
  status: ProposalState
  account: string | undefined
  /** The account's votes at the snapshot block; undefined while unknown. */
  votesAtSnapshot: bigint | undefined
  hasVoted: boolean | undefined
}): VoteEligibility {
  if (params.status !== ProposalState.ACTIVE) return 'NOT_ACTIVE'
  if (!params.account) return 'NO_ACCOUNT'
  if (params.hasVoted === undefined || params.votesAtSnapshot === undefined) return 'LOADING'
  if (params.hasVoted) return 'ALREADY_VOTED'
  return params.votesAtSnapshot > 0n ? 'CAN_VOTE' : 'NO_VOTES'
}

/** The votes at a block can be read only for blocks before the latest one. */
export function snapshotIsFixed(snapshotBlock: bigint, latestBlock: number | undefined): boolean {
  return latestBlock !== undefined && snapshotBlock < BigInt(latestBlock)
}

/** 0.25% of the total supply. */
export function thresholdOfSupply(totalSupply: bigint): bigint {
  return (totalSupply * PROPOSAL_THRESHOLD_BPS) / 10_000n
}

/** The governor accepts a proposal from an account whose votes are above the threshold. */
export function hasEnoughVotes(votes: bigint | undefined, threshold: bigint | undefined): boolean {
  return votes !== undefined && threshold !== undefined && votes > threshold
}

export type ProposeButtonState =
  | 'ACTIVE_OR_PENDING'
  | 'NOT_ENOUGH_VOTES'
  | 'NEEDS_THRESHOLD'
  | 'LOADING'
  | 'FORM_INVALID'
  | 'READY'

/**
 * What the create-proposal button says, first match wins: an active or pending proposal of the account;
 * too few votes ('You must have {threshold} votes...' when the threshold is known; 'You don't have enough
 * votes...' for an account without votes while it is not); the form; ready.
 */
export function proposeButtonState(params: {
  latestProposalState: ProposalState | undefined
  votes: bigint | undefined
  threshold: bigint | undefined
  formValid: boolean
}): ProposeButtonState {
  const { latestProposalState, votes, threshold } = params
  if (latestProposalState === ProposalState.ACTIVE || latestProposalState === ProposalState.PENDING)
    return 'ACTIVE_OR_PENDING'
  if (votes === undefined) return 'LOADING'
  // Without a known threshold, only an account without votes is known to have too few.
  if (threshold === undefined) return votes === 0n ? 'NOT_ENOUGH_VOTES' : 'LOADING'
  if (!hasEnoughVotes(votes, threshold)) return 'NEEDS_THRESHOLD'
  return params.formValid ? 'READY' : 'FORM_INVALID'
}
