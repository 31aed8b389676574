import { describe, expect, it } from 'vitest'
import { approvalState, isRecentApproval, isStale, newestAllowance } from './approvalState'

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

describe('an approval that has been mined', () => {
  const base = { isNative: false, amount: 10n, allowance: 0n, pendingApproval: false }

  it('stays pending until the allowance is read at or after the approval’s block', () => {
    expect(approvalState({ ...base, allowanceBlock: 99n, minedApprovalBlock: 100n })).toBe('PENDING')
    expect(approvalState({ ...base, allowanceBlock: undefined, minedApprovalBlock: 100n })).toBe('PENDING')
    expect(approvalState({ ...base, allowanceBlock: 100n, minedApprovalBlock: 100n })).toBe('NOT_APPROVED')
    expect(approvalState({ ...base, allowance: 10n, allowanceBlock: 99n, minedApprovalBlock: 100n })).toBe(
      'APPROVED',
    )
  })

  it('is not waited for when none was mined', () => {
    expect(isStale(5n, undefined)).toBe(false)
    expect(approvalState({ ...base, allowanceBlock: 5n })).toBe('NOT_APPROVED')
  })
})

describe('newestAllowance', () => {
  it('keeps the read from the later block', () => {
    const old = { value: 1n, blockNumber: 5n }
    const fresh = { value: 2n, blockNumber: 6n }
    expect(newestAllowance(old, fresh)).toBe(fresh)
    expect(newestAllowance(fresh, old)).toBe(fresh)
    expect(newestAllowance(undefined, old)).toBe(old)
    expect(newestAllowance(old, undefined)).toBe(old)
    expect(newestAllowance(old, { value: 3n, blockNumber: undefined })).toBe(old)
    expect(newestAllowance({ value: 3n, blockNumber: undefined }, old)).toBe(old)
  })
})
