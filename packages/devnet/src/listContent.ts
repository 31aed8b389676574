import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { bytesToHex, type Hex } from 'viem'
import { PACKAGE_ROOT } from './paths.ts'

/**
 * The devnet's token lists and how they are addressed as IPFS content. Kept apart from listServer.ts
 * (which only serves them) because the seeding writes `listContenthash` of the ENS list on chain: a change
 * here changes the snapshot, so this file and the lists are seeding inputs while the server is not.
 */

/** Where the lists are stored; the list server serves a copy of its *.json files. */
export const LISTS_DIR = join(PACKAGE_ROOT, 'src', 'lists')
/** Served over http as `/devnet.tokenlist.json`: every token of the three address books. */
export const DEVNET_TOKEN_LIST_FILE = 'devnet.tokenlist.json'
/** Served as IPFS content and pointed to by ENS_TOKEN_LIST_NAME's content hash. */
export const ENS_TOKEN_LIST_FILE = 'ens.tokenlist.json'
/** Registered on chain 1 with the public resolver; its EIP-1577 content hash is the ENS list's CID. */
export const ENS_TOKEN_LIST_NAME = 'devnet-tokens.eth'

const BASE32_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'

/** RFC 4648 base32, lower case, without padding: multibase 'b' without its prefix. */
export function base32Encode(bytes: Uint8Array): string {
  let out = ''
  // Bits not yet written, at the bottom of `buffer`; never more than 12, so 16 bits are enough.
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

/** CIDv1 multicodec of a raw block: the bytes themselves, as `ipfs add --raw-leaves` stores a small file. */
const RAW = 0x55
/** Multihash code and digest length of sha2-256. */
const SHA2_256 = 0x12
const SHA2_256_LENGTH = 32
/** EIP-1577's ipfs-ns multicodec 0xe3 as an unsigned varint. */
const IPFS_NS_VARINT = [0xe3, 0x01]

/** The binary CIDv1 of `bytes` as one raw block: version, codec, sha2-256 multihash. */
export function listCidBytes(bytes: Uint8Array): Uint8Array {
  const digest = createHash('sha256').update(bytes).digest()
  return new Uint8Array([0x01, RAW, SHA2_256, SHA2_256_LENGTH, ...digest])
}

/** The CIDv1 text of `bytes` in multibase base32 ('b' + lower-case base32), e.g. `bafkrei…`. */
export function listCid(bytes: Uint8Array): string {
  return `b${base32Encode(listCidBytes(bytes))}`
}

/** The EIP-1577 content hash of `bytes` as IPFS content: 0xe301 followed by the binary CID. */
export function listContenthash(bytes: Uint8Array): Hex {
  return bytesToHex(new Uint8Array([...IPFS_NS_VARINT, ...listCidBytes(bytes)]))
}
