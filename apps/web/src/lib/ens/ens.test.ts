import { namehash } from 'viem'
import { describe, expect, it } from 'vitest'
import { reverseNode, verifiedName } from './ens'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('ENS helpers', () => {
  it('computes the reverse node from the lower-case address', () => {
    expect(reverseNode(ALICE)).toBe(namehash('f39fd6e51aad88f6f4ce6ab8827279cfffb92266.addr.reverse'))
  })

  it('accepts a reverse name only when it resolves back to the address', () => {
    expect(verifiedName(ALICE, 'alice.eth', ALICE.toLowerCase() as `0x${string}`)).toBe('alice.eth')
    expect(verifiedName(ALICE, 'alice.eth', '0x0000000000000000000000000000000000000001')).toBeUndefined()
    expect(verifiedName(ALICE, undefined, ALICE)).toBeUndefined()
  })
})
