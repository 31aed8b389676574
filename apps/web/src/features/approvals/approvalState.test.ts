import { describe, expect, it } from 'vitest'
import { approvalState, isRecentApproval } from './approvalState'

describe('approvalState', () => {
  it('is always approved for the native coin', () => {
    expect(approvalState({ isNative: true, amount: 10n, allowance: undefined, pendingApproval: false })).toBe(
      'APPROVED',
    )
  })

  it('is unknown while the allowance or the amount is not known', () => {
    expect(
      approvalState({ isNative: false, amount: 10n, allowance: undefined, pendingApproval: false }),
    ).toBe('UNKNOWN')
    expect(approvalState({ isNative: false, amount: undefined, allowance: 5n, pendingApproval: false })).toBe(
      'UNKNOWN',
    )
  })

  it('compares the allowance with the amount, pending while an approval is on its way', () => {
    expect(approvalState({ isNative: false, amount: 10n, allowance: 10n, pendingApproval: false })).toBe(
      'APPROVED',
    )
    expect(approvalState({ isNative: false, amount: 10n, allowance: 9n, pendingApproval: false })).toBe(
      'NOT_APPROVED',
    )
    expect(approvalState({ isNative: false, amount: 10n, allowance: 9n, pendingApproval: true })).toBe(
      'PENDING',
    )
  })

  it('counts a pending approval as recent for 24 hours', () => {
    expect(isRecentApproval(0, 86_399_999)).toBe(true)
    expect(isRecentApproval(0, 86_400_000)).toBe(false)
  })
})
