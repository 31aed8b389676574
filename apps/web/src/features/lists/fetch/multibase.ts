/** Base encodings of the multibase table used to render CIDs: base58btc ('z', implicit in CIDv0) and base32. */

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BASE32_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'

/** Bitcoin's base58: each leading zero byte is a '1', the rest is the big-endian number in base 58. */
export function base58btcEncode(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  // Little-endian base-58 digits of the number after the leading zeros.
  const digits: number[] = []
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i]!
    for (let j = 0; j < digits.length; j++) {
      carry += digits[j]! * 256
      digits[j] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  let out = '1'.repeat(zeros)
  for (let k = digits.length - 1; k >= 0; k--) out += BASE58_ALPHABET[digits[k]!]
  return out
}

/** The inverse of base58btcEncode; throws on a character outside the alphabet. */
export function base58btcDecode(text: string): Uint8Array {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  // Little-endian bytes of the number after the leading '1's.
  const bytes: number[] = []
  for (let i = zeros; i < text.length; i++) {
    let carry = BASE58_ALPHABET.indexOf(text[i]!)
    if (carry < 0) throw new Error(`Invalid base58 character: ${text[i]}`)
    for (let j = 0; j < bytes.length; j++) {
      carry += bytes[j]! * 58
      bytes[j] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  const out = new Uint8Array(zeros + bytes.length)
  for (let k = 0; k < bytes.length; k++) out[out.length - 1 - k] = bytes[k]!
  return out
}

/** RFC 4648 base32, lower case, without padding (the multibase 'b' encoding without its prefix). */
export function base32Encode(bytes: Uint8Array): string {
  let out = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff
    bits += 8
    while (bits >= 5) {
      out += BASE32_ALPHABET[(buffer >> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31]
  return out
}
