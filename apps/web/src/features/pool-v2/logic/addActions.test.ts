import { describe, expect, it } from 'vitest'
import { addV2Actions } from './addActions'

describe('addV2Actions', () => {
  it('without an account Supply opens the wallet dialog and no approval shows', () => {
    expect(
      addV2Actions({ error: { kind: 'CONNECT_WALLET' }, approvalA: 'NOT_APPROVED', approvalB: 'UNKNOWN' }),
    ).toEqual({ approveA: false, approveB: false, supplyConnects: true, supplyDisabled: false })
  })

  it('any other error disables Supply and hides the approvals', () => {
    for (const error of [
      { kind: 'INVALID_PAIR' } as const,
      { kind: 'ENTER_AMOUNT' } as const,
      { kind: 'INSUFFICIENT_BALANCE', symbol: 'USDC' } as const,
    ]) {
      expect(addV2Actions({ error, approvalA: 'NOT_APPROVED', approvalB: 'APPROVED' })).toEqual({
        approveA: false,
        approveB: false,
        supplyConnects: false,
        supplyDisabled: true,
      })
    }
  })

  it('valid amounts: an approve button per token not approved, Supply waits for both', () => {
    expect(addV2Actions({ error: undefined, approvalA: 'NOT_APPROVED', approvalB: 'APPROVED' })).toEqual({
      approveA: true,
      approveB: false,
      supplyConnects: false,
      supplyDisabled: true,
    })
    expect(addV2Actions({ error: undefined, approvalA: 'APPROVED', approvalB: 'PENDING' })).toEqual({
      approveA: false,
      approveB: true,
      supplyConnects: false,
      supplyDisabled: true,
    })
    expect(addV2Actions({ error: undefined, approvalA: 'APPROVED', approvalB: 'APPROVED' })).toEqual({
      approveA: false,
      approveB: false,
      supplyConnects: false,
      supplyDisabled: false,
    })
  })
})
