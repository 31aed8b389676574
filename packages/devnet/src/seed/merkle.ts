import { type Address, encodePacked, type Hex, keccak256 } from 'viem'

export interface AirdropEntry {
  account: Address
  amount: bigint
  flags: { isSOCKS: boolean; isLP: boolean; isUser: boolean }
}

export interface AirdropClaim {
  index: number
  amount: Hex
  proof: Hex[]
  flags: AirdropEntry['flags']
}

export interface AirdropTree {
  merkleRoot: Hex
  tokenTotal: Hex
  claims: Record<Address, AirdropClaim>
}

/** The MerkleDistributor's leaf: keccak256(abi.encodePacked(index, account, amount)). */
export function leafOf(index: number, account: Address, amount: bigint): Hex {
  return keccak256(encodePacked(['uint256', 'address', 'uint256'], [BigInt(index), account, amount]))
}

/** Parent of two nodes as OpenZeppelin's MerkleProof expects: the pair hashed in sorted order. */
function parentOf(a: Hex, b: Hex): Hex {
  return a.toLowerCase() < b.toLowerCase() ? keccak256(`${a}${b.slice(2)}`) : keccak256(`${b}${a.slice(2)}`)
}

/**
 * Builds the airdrop tree in the published claims format: entries indexed in address order, a lone
 * node at the end of a layer carried up unchanged.
 */
export function buildAirdropTree(entries: readonly AirdropEntry[]): AirdropTree {
  const sorted = [...entries].sort((x, y) => (x.account.toLowerCase() < y.account.toLowerCase() ? -1 : 1))
  const layers: Hex[][] = [sorted.map((entry, index) => leafOf(index, entry.account, entry.amount))]
  for (let layer = layers[0] ?? []; layer.length > 1; ) {
    const next: Hex[] = []
    for (let i = 0; i < layer.length; i += 2) {
      const left = layer[i] as Hex
      const right = layer[i + 1]
      next.push(right ? parentOf(left, right) : left)
    }
    layers.push(next)
    layer = next
  }
  const proofOf = (index: number): Hex[] => {
    const proof: Hex[] = []
    let position = index
    for (const layer of layers.slice(0, -1)) {
      const sibling = layer[position ^ 1]
      if (sibling) proof.push(sibling)
      position >>= 1
    }
    return proof
  }
  const claims: Record<Address, AirdropClaim> = {}
  sorted.forEach((entry, index) => {
    claims[entry.account] = {
      index,
      amount: `0x${entry.amount.toString(16)}`,
      proof: proofOf(index),
      flags: entry.flags,
    }
  })
  const total = sorted.reduce((sum, entry) => sum + entry.amount, 0n)
  const root = layers.at(-1)?.[0]
  if (!root) throw new Error('an airdrop needs at least one entry')
  return { merkleRoot: root, tokenTotal: `0x${total.toString(16)}`, claims }
}
