import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseBytes32String, parseStringOrBytes32, UNKNOWN_NAME, UNKNOWN_SYMBOL } from './onchain'

const MKR = stringToHex('MKR', { size: 32 })
const MAKER = stringToHex('Maker', { size: 32 })
/** 32 non-zero bytes: no terminating zero, so not text. */
const FULL = `0x${'41'.repeat(32)}`

describe('parseBytes32String', () => {
  it('reads the text before the first zero byte when the last byte is zero', () => {
    expect(parseBytes32String(MKR)).toBe('MKR')
    expect(parseBytes32String(MAKER)).toBe('Maker')
  })

  it('rejects bytes without a trailing zero, malformed hex and invalid UTF-8', () => {
    expect(parseBytes32String(FULL)).toBeUndefined()
    expect(parseBytes32String('0x1234')).toBeUndefined()
    expect(parseBytes32String(`0xff${'00'.repeat(31)}`)).toBeUndefined()
  })
})

describe('parseStringOrBytes32', () => {
  it('prefers the ERC-20 string', () => {
    expect(parseStringOrBytes32('DAI', MKR, UNKNOWN_SYMBOL)).toBe('DAI')
  })

  it('falls back to the bytes32 form when the string is missing or empty', () => {
    expect(parseStringOrBytes32(undefined, MKR, UNKNOWN_SYMBOL)).toBe('MKR')
    expect(parseStringOrBytes32('', MAKER, UNKNOWN_NAME)).toBe('Maker')
  })

  it("uses 'UNKNOWN' / 'Unknown Token' when neither can be read", () => {
    expect(parseStringOrBytes32(undefined, FULL, UNKNOWN_SYMBOL)).toBe('UNKNOWN')
    expect(parseStringOrBytes32(undefined, undefined, UNKNOWN_NAME)).toBe('Unknown Token')
    expect(parseStringOrBytes32('', stringToHex('', { size: 32 }), UNKNOWN_SYMBOL)).toBe('UNKNOWN')
  })
})
