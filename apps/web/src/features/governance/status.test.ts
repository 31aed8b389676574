import { describe, expect, it } from 'vitest'
import { ProposalState, proposalStatus, STATUS_NAMES } from './status'

describe('proposal statuses', () => {
  it("maps the governor's states 0-7 in order", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((state) => STATUS_NAMES[proposalStatus(state)])).toEqual([
      'Pending',
      'Active',
      'Canceled',
      'Defeated',
      'Succeeded',
      'Queued',
      'Expired',
      'Executed',
    ])
    expect(proposalStatus(7n)).toBe(ProposalState.EXECUTED)
  })

  it('is Undetermined when unknown or missing', () => {
    for (const raw of [undefined, null, 8, -1, 1.5, 255n])
      expect(proposalStatus(raw)).toBe(ProposalState.UNDETERMINED)
    expect(STATUS_NAMES[ProposalState.UNDETERMINED]).toBe('Undetermined')
  })
})
