import { describe, expect, it } from 'vitest'
import { base32Encode, base58btcDecode, base58btcEncode } from './multibase'

const utf8 = (text: string) => new TextEncoder().encode(text)

describe('base58btc', () => {
  it('encodes hand-checked vectors', () => {
    expect(base58btcEncode(new Uint8Array([]))).toBe('')
    expect(base58btcEncode(new Uint8Array([0]))).toBe('1')
    expect(base58btcEncode(new Uint8Array([0, 0, 1]))).toBe('112')
    expect(base58btcEncode(new Uint8Array([57]))).toBe('z')
    expect(base58btcEncode(new Uint8Array([58]))).toBe('21')
    expect(base58btcEncode(utf8('Hello World!'))).toBe('2NEpo7TZRRrLZSi2U')
  })

  it('decodes a CIDv0 to its sha2-256 multihash and back', () => {
    const cid = 'QmaNxbQNrJdLzzd8CKRutBjMZ6GXRjvuPepLuNSsfdeJRJ'
    const bytes = base58btcDecode(cid)
    expect(bytes.length).toBe(34)
    expect(Array.from(bytes.subarray(0, 2))).toEqual([0x12, 0x20])
    expect(Buffer.from(bytes).toString('hex')).toBe(
      '1220b2e3a07155f6f5d7998a90e6057f94ca949947fbe9993b945547bcd4eb1388ad',
    )
    expect(base58btcEncode(bytes)).toBe(cid)
  })

  it('round-trips leading zeros', () => {
    const bytes = new Uint8Array([0, 0, 0, 255, 1, 0])
    expect(base58btcDecode(base58btcEncode(bytes))).toEqual(bytes)
  })

  it('rejects characters outside the alphabet', () => {
    expect(() => base58btcDecode('0OIl')).toThrow('Invalid base58 character')
  })
})

describe('base32 (RFC 4648, lower case, unpadded)', () => {
  it.each([
    ['', ''],
    ['f', 'my'],
    ['fo', 'mzxq'],
    ['foo', 'mzxw6'],
    ['foob', 'mzxw6yq'],
    ['fooba', 'mzxw6ytb'],
    ['foobar', 'mzxw6ytboi'],
  ])('encodes %j as %j', (input, output) => {
    expect(base32Encode(utf8(input))).toBe(output)
  })
})
