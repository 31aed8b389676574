import type { Hex } from 'viem'

/**
 * The r, s and v of a 65-byte signature as wallets return it (or a 64-byte EIP-2098 compact one). viem's
 * parseSignature does the same but pulls in the whole secp256k1 library, which nothing else on the first
 * screens needs.
 */
export function splitSignature(signature: Hex): { r: Hex; s: Hex; v: 27 | 28 } {
  const body = signature.slice(2)
  if (!/^[0-9a-fA-F]*$/.test(body) || (body.length !== 130 && body.length !== 128))
    throw new Error(`Invalid signature: ${signature}`)
  const r = `0x${body.slice(0, 64)}` as Hex
  if (body.length === 128) {
    // EIP-2098: the top bit of s is the parity.
    const yParityAndS = BigInt(`0x${body.slice(64)}`)
    const parity = yParityAndS >> 255n
    const s = `0x${(yParityAndS & ((1n << 255n) - 1n)).toString(16).padStart(64, '0')}` as Hex
    return { r, s, v: parity === 1n ? 28 : 27 }
  }
  const s = `0x${body.slice(64, 128)}` as Hex
  const v = Number.parseInt(body.slice(128), 16)
  if (v === 0 || v === 27) return { r, s, v: 27 }
  if (v === 1 || v === 28) return { r, s, v: 28 }
  throw new Error(`Invalid signature v: ${v}`)
}
