import { hexToBytes } from 'viem'

/** What a token shows when neither its string nor its bytes32 name or symbol can be read. */
export const UNKNOWN_SYMBOL = 'UNKNOWN'
export const UNKNOWN_NAME = 'Unknown Token'

const BYTES32 = /^0x[0-9a-f]{64}$/i

/**
 * A bytes32 string as old tokens (MKR, SAI) return it: the text up to the first zero byte. Only when the
 * last byte is zero, i.e. the text is terminated; otherwise the bytes are not text and undefined is returned.
 */
export function parseBytes32String(value: string): string | undefined {
  if (!BYTES32.test(value)) return undefined
  const bytes = hexToBytes(value as `0x${string}`)
  if (bytes[31] !== 0) return undefined
  const end = bytes.indexOf(0)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.slice(0, end))
  } catch {
    return undefined
  }
}

/**
 * A token's name or symbol from its two possible reads: the ERC-20 string, else the bytes32 form, else
 * the fallback ('UNKNOWN' for a symbol, 'Unknown Token' for a name).
 */
export function parseStringOrBytes32(
  text: string | undefined,
  bytes32: string | undefined,
  fallback: string,
): string {
  if (text && text.length > 0) return text
  const parsed = bytes32 === undefined ? undefined : parseBytes32String(bytes32)
  return parsed && parsed.length > 0 ? parsed : fallback
}
