import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { canManagePosition } from './permissions'

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OPERATOR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const STRANGER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('canManagePosition', () => {
  it('lets the owner manage, in any letter case', () => {
    expect(
      canManagePosition({
        account: OWNER.toLowerCase() as `0x${string}`,
        owner: OWNER,
        operator: zeroAddress,
        approvedForAll: false,
      }),
    ).toBe(true)
  })

  it('lets the approved operator of the token manage', () => {
    expect(
      canManagePosition({ account: OPERATOR, owner: OWNER, operator: OPERATOR, approvedForAll: false }),
    ).toBe(true)
  })

  it('lets an operator approved for all of the owner’s tokens manage', () => {
    expect(
      canManagePosition({ account: OPERATOR, owner: OWNER, operator: zeroAddress, approvedForAll: true }),
    ).toBe(true)
  })

  it('refuses anyone else, and everyone while the account or owner is unknown', () => {
    expect(
      canManagePosition({ account: STRANGER, owner: OWNER, operator: OPERATOR, approvedForAll: false }),
    ).toBe(false)
    expect(
      canManagePosition({ account: undefined, owner: OWNER, operator: zeroAddress, approvedForAll: false }),
    ).toBe(false)
    expect(
      canManagePosition({ account: OWNER, owner: undefined, operator: zeroAddress, approvedForAll: false }),
    ).toBe(false)
  })
})
