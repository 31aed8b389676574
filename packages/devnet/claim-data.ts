import { readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { AIRDROP_FILE } from './src/paths.ts'
import type { AirdropClaim, AirdropTree } from './src/seed/merkle.ts'

/**
 * The airdrop's claims in the layout of the public claim-data repository the interface reads: a
 * `mapping.json` that maps the first address of each chunk to its last, and one `<first address>.json`
 * per chunk with the claims of the addresses in that range (index, amount, proof, flags). Chunks hold
 * consecutive addresses in case-insensitive order, so a client finds an address's chunk from the mapping
 * alone and fetches only that file.
 *
 * Written at serve time from the seeded tree (address-book/airdrop-1.json): nothing here changes the
 * chain, so it lives outside src/ and does not take part in the snapshot's input hash.
 */

/** How many claims each chunk holds by default: small, so that the devnet's few dozen claims make several chunks. */
export const DEFAULT_CLAIM_CHUNK_SIZE = 10

export interface ClaimDataFiles {
  /** First address of a chunk (as in the tree, checksummed) → last address of that chunk. */
  mapping: Record<string, string>
  /** First address of a chunk → the claims of that chunk by address. */
  chunks: Record<string, Record<string, AirdropClaim>>
}

const byLowerCase = (a: string, b: string) => {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  return x < y ? -1 : x > y ? 1 : 0
}

/** Splits the tree's claims into chunks of `chunkSize` consecutive addresses. */
export function claimDataFiles(tree: AirdropTree, chunkSize = DEFAULT_CLAIM_CHUNK_SIZE): ClaimDataFiles {
  if (!Number.isInteger(chunkSize) || chunkSize < 1) throw new Error(`bad chunk size ${chunkSize}`)
  const addresses = Object.keys(tree.claims).sort(byLowerCase)
  const mapping: ClaimDataFiles['mapping'] = {}
  const chunks: ClaimDataFiles['chunks'] = {}
  for (let start = 0; start < addresses.length; start += chunkSize) {
    const members = addresses.slice(start, start + chunkSize)
    const first = members[0] as string
    mapping[first] = members.at(-1) as string
    chunks[first] = Object.fromEntries(
      members.map((address) => [
        address,
        tree.claims[address as keyof AirdropTree['claims']] as AirdropClaim,
      ]),
    )
  }
  return { mapping, chunks }
}

/** The chain-1 airdrop tree the snapshot was seeded with. */
export function readAirdropTree(): AirdropTree {
  return JSON.parse(readFileSync(AIRDROP_FILE, 'utf8')) as AirdropTree
}

/**
 * Writes `mapping.json` and the chunk files into `dir` (created if needed); by default from the seeded
 * tree. Returns what was written.
 */
export async function writeClaimData(
  dir: string,
  options: { tree?: AirdropTree; chunkSize?: number } = {},
): Promise<ClaimDataFiles> {
  const files = claimDataFiles(options.tree ?? readAirdropTree(), options.chunkSize)
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, 'mapping.json'), `${JSON.stringify(files.mapping, null, 2)}\n`)
  for (const [first, claims] of Object.entries(files.chunks)) {
    await writeFile(join(dir, `${first}.json`), `${JSON.stringify(claims, null, 2)}\n`)
  }
  return files
}
