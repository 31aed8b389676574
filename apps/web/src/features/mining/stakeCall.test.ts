import { describe, expect, it } from 'vitest'
import { stakeCall } from './stakeCall'

const PERMIT = {
  deadline: 1_900_000_000n,
  v: 27,
  r: `0x${'11'.repeat(32)}`,
  s: `0x${'22'.repeat(32)}`,
} as const

describe('stakeCall', () => {
  it('stakes with the allowance when approved, also when a permit was signed too', () => {
    expect(stakeCall(5n, true, undefined)).toEqual({ functionName: 'stake', args: [5n] })
    expect(stakeCall(5n, true, PERMIT)).toEqual({ functionName: 'stake', args: [5n] })
  })

  it('stakes with the signed permit when not approved', () => {
    expect(stakeCall(5n, false, PERMIT)).toEqual({
      functionName: 'stakeWithPermit',
      args: [5n, PERMIT.deadline, 27, PERMIT.r, PERMIT.s],
    })
  })

  it('refuses to stake without approval or a signature: no call at all', () => {
    expect(stakeCall(5n, false, undefined)).toBeUndefined()
  })
})
