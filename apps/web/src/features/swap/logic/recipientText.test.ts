import { describe, expect, it } from 'vitest'
import { recipientText } from './recipientText'

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('recipientText', () => {
  it('names an ENS name with the address it resolved to', () => {
    expect(recipientText(' bob.eth ', BOB)).toBe(`bob.eth (${BOB})`)
  })
  it('shows the resolved address alone when an address was typed, whatever its case', () => {
    expect(recipientText(BOB.toLowerCase(), BOB)).toBe(BOB)
    expect(recipientText(null, BOB)).toBe(BOB)
  })
})
