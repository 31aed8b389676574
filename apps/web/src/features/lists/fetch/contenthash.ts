import { type Hex, hexToBytes } from 'viem'
import { base32Encode, base58btcEncode } from './multibase.ts'

export const CONTENTHASH_TRANSLATION_ERROR = 'Failed to translate contenthash to URI'

/** Multicodec codes of the EIP-1577 namespaces that a token list can live in. */
const IPFS_NS = 0xe3
const IPNS_NS = 0xe5
/** Multihash codes. */
const IDENTITY = 0x00
const SHA2_256 = 0x12

/** Reads an unsigned LEB128 varint at `offset`; undefined when the bytes end first or it is too long. */
function readVarint(bytes: Uint8Array, offset: number): { value: number; next: number } | undefined {
  let value = 0
  for (let i = 0; i < 4; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) return undefined
    value += (byte & 0x7f) * 2 ** (7 * i)
    if ((byte & 0x80) === 0) return { value, next: offset + i + 1 }
  }
  return undefined
}

/** A multihash `<code><length><digest>` that spans exactly `bytes[offset..]`. */
function readMultihash(bytes: Uint8Array, offset: number): { code: number; digest: Uint8Array } | undefined {
  const code = readVarint(bytes, offset)
  if (!code) return undefined
  const length = readVarint(bytes, code.next)
  if (!length || length.next + length.value !== bytes.length) return undefined
  return { code: code.value, digest: bytes.subarray(length.next) }
}

const DOMAIN_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i

/** The text of the CID in `cid`, or for IPNS a DNSLink domain name stored as an identity multihash. */
function renderCid(cid: Uint8Array, namespace: 'ipfs' | 'ipns'): string | undefined {
  // CIDv0: a bare sha2-256 multihash, always base58btc.
  if (cid[0] === SHA2_256) {
    const multihash = readMultihash(cid, 0)
    if (multihash?.code !== SHA2_256 || multihash.digest.length !== 32) return undefined
    return base58btcEncode(cid)
  }
  if (cid[0] !== 0x01) return undefined
  const codec = readVarint(cid, 1)
  if (!codec) return undefined
  const multihash = readMultihash(cid, codec.next)
  if (!multihash) return undefined
  if (namespace === 'ipns' && multihash.code === IDENTITY) {
    const name = decodeUtf8(multihash.digest)
    if (name !== undefined && DOMAIN_NAME.test(name)) return name
  }
  return `b${base32Encode(cid)}`
}

function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

/**
 * The `ipfs://` or `ipns://` URI of an EIP-1577 content hash (as returned by an ENS resolver's
 * `contenthash(node)`). CIDv0 are rendered in base58btc ('Qm…'), CIDv1 in lower-case base32 ('b…').
 * Throws CONTENTHASH_TRANSLATION_ERROR for any other namespace or a malformed CID.
 */
export function contenthashToUri(contenthash: Hex): string {
  let bytes: Uint8Array
  try {
    bytes = hexToBytes(contenthash)
  } catch {
    throw new Error(CONTENTHASH_TRANSLATION_ERROR)
  }
  const codec = readVarint(bytes, 0)
  const namespace = codec?.value === IPFS_NS ? 'ipfs' : codec?.value === IPNS_NS ? 'ipns' : undefined
  if (!codec || !namespace) throw new Error(CONTENTHASH_TRANSLATION_ERROR)
  const rendered = renderCid(bytes.subarray(codec.next), namespace)
  if (rendered === undefined) throw new Error(CONTENTHASH_TRANSLATION_ERROR)
  return `${namespace}://${rendered}`
}
