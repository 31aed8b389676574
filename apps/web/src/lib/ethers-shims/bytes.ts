import { bytesToHex, concatHex, type Hex, isHex, padHex } from 'viem'

export type BytesLike = string | ArrayLike<number>

export function hexlify(value: BytesLike): Hex {
  if (typeof value === 'string') {
    if (!isHex(value) || value.length % 2 !== 0) throw new Error(`invalid hexlify value (${value})`)
    return value.toLowerCase() as Hex
  }
  return bytesToHex(Uint8Array.from(value))
}

export function arrayify(value: BytesLike): Uint8Array {
  const hex = hexlify(value)
  const bytes = new Uint8Array((hex.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16)
  return bytes
}

export function concat(items: readonly BytesLike[]): Uint8Array {
  return arrayify(concatHex(items.map(hexlify)))
}

/** ethers' hexZeroPad: left-pads to `length` bytes; longer values are an error. */
export function hexZeroPad(value: BytesLike, length: number): string {
  // As ethers: a hex string keeps its case; bytes are hexlified.
  if (typeof value === 'string' && (!isHex(value) || value.length % 2 !== 0))
    throw new Error(`invalid hex string (${value})`)
  const hex = (typeof value === 'string' ? value : hexlify(value)) as Hex
  if (hex.length > 2 * length + 2) throw new Error('value out of range')
  return padHex(hex, { size: length, dir: 'left' })
}
