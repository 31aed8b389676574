import { describe, expect, it } from 'vitest'
import { parseAddressInput } from './addressInput'

describe('an address or ENS name input', () => {
  it('checksums an address, with or without surrounding spaces', () => {
    expect(parseAddressInput(' 0x70997970c51812dc3a010c7d01b50e0d17dc79c8 ')).toEqual({
      kind: 'address',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
  })

  it('takes a name in lower case and refuses what is neither', () => {
    expect(parseAddressInput('Bob.eth')).toEqual({ kind: 'name', name: 'bob.eth' })
    expect(parseAddressInput('sub.bob.eth')).toEqual({ kind: 'name', name: 'sub.bob.eth' })
    expect(parseAddressInput('')).toEqual({ kind: 'empty' })
    expect(parseAddressInput('   ')).toEqual({ kind: 'empty' })
    expect(parseAddressInput('bob')).toEqual({ kind: 'invalid' })
    expect(parseAddressInput('0x1234')).toEqual({ kind: 'invalid' })
    expect(parseAddressInput('.eth')).toEqual({ kind: 'invalid' })
  })
})
