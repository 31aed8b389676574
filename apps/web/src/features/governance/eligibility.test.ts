import { describe, expect, it } from 'vitest'
import {
  hasEnoughVotes,
  proposeButtonState,
  snapshotIsFixed,
  thresholdOfSupply,
  votingEligibility,
} from './eligibility'
import { ProposalState } from './status'

const UNI = (amount: number) => BigInt(amount) * 10n ** 18n
const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('vote eligibility by the snapshot block', () => {
  const active = { status: ProposalState.ACTIVE, account, hasVoted: false }

  it('lets an account vote with votes it had at the snapshot block', () => {
    expect(votingEligibility({ ...active, votesAtSnapshot: UNI(10) })).toBe('CAN_VOTE')
  })

  it('does not count votes delegated after the snapshot block', () => {
    // Current votes do not matter: only those at the snapshot are asked for.
    expect(votingEligibility({ ...active, votesAtSnapshot: 0n })).toBe('NO_VOTES')
  })

  it('allows one vote, only while the proposal is active, and waits for what is unknown', () => {
    expect(votingEligibility({ ...active, votesAtSnapshot: UNI(10), hasVoted: true })).toBe('ALREADY_VOTED')
    for (const status of [ProposalState.PENDING, ProposalState.SUCCEEDED, ProposalState.UNDETERMINED])
      expect(votingEligibility({ ...active, status, votesAtSnapshot: UNI(10) })).toBe('NOT_ACTIVE')
    expect(votingEligibility({ ...active, account: undefined, votesAtSnapshot: undefined })).toBe(
      'NO_ACCOUNT',
    )
    expect(votingEligibility({ ...active, votesAtSnapshot: undefined })).toBe('LOADING')
    expect(votingEligibility({ ...active, votesAtSnapshot: UNI(1), hasVoted: undefined })).toBe('LOADING')
  })

  it('can read the votes at a snapshot block only once a later block exists', () => {
    expect(snapshotIsFixed(100n, 101)).toBe(true)
    expect(snapshotIsFixed(100n, 100)).toBe(false)
    expect(snapshotIsFixed(100n, undefined)).toBe(false)
  })
})

describe('the proposal threshold', () => {
  it('is 0.25% of the supply and must be exceeded, as the governor checks', () => {
    expect(thresholdOfSupply(UNI(1_000_000_000))).toBe(UNI(2_500_000))
    expect(hasEnoughVotes(UNI(3_000_000), UNI(2_500_000))).toBe(true)
    expect(hasEnoughVotes(UNI(2_500_000), UNI(2_500_000))).toBe(false)
    expect(hasEnoughVotes(undefined, UNI(1))).toBe(false)
  })

  it('puts an active or pending proposal first, then too few votes, then the form', () => {
    const base = { votes: UNI(3_000_000), threshold: UNI(2_500_000), formValid: true }
    expect(proposeButtonState({ ...base, latestProposalState: ProposalState.ACTIVE })).toBe(
      'ACTIVE_OR_PENDING',
    )
    expect(proposeButtonState({ ...base, latestProposalState: ProposalState.PENDING, votes: 0n })).toBe(
      'ACTIVE_OR_PENDING',
    )
    expect(proposeButtonState({ ...base, latestProposalState: ProposalState.EXECUTED })).toBe('READY')
    expect(proposeButtonState({ ...base, latestProposalState: undefined, votes: UNI(1) })).toBe(
      'NEEDS_THRESHOLD',
    )
    expect(
      proposeButtonState({ ...base, latestProposalState: undefined, threshold: undefined, votes: 0n }),
    ).toBe('NOT_ENOUGH_VOTES')
    expect(proposeButtonState({ ...base, latestProposalState: undefined, threshold: undefined })).toBe(
      'LOADING',
    )
    expect(proposeButtonState({ ...base, latestProposalState: undefined, votes: undefined })).toBe('LOADING')
    expect(proposeButtonState({ ...base, latestProposalState: undefined, formValid: false })).toBe(
      'FORM_INVALID',
    )
  })
})
