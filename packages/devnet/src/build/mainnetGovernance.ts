import { type Account, erc20Abi, parseEther } from 'viem'
import { MAINNET_CONTRACTS } from '../canonical.ts'
import { DEPLOYER, DEV_ACCOUNTS, type DevnetClient } from '../client.ts'
import { placeArtifact } from '../deploy.ts'
import { giveVotes, seedProposals, UNI } from '../seed/governance.ts'
import { type AirdropEntry, type AirdropTree, buildAirdropTree } from '../seed/merkle.ts'
import { send } from '../seed/tx.ts'
import { actor } from './steps.ts'

/** Mainnet's UNI: voting power, the treasury, the airdrop's claims and the seeded proposals. */

const PROPOSERS = [0, 1, 2, 3, 4, 5].map((i) => actor(`proposer-${i}`)) as [
  Account,
  Account,
  Account,
  Account,
  Account,
  Account,
]
const WHALE_FOR = actor('whale-for')
const WHALE_AGAINST = actor('whale-against')

/** Gas money for the seeding-only voters. */
export async function fundVoters(client: DevnetClient) {
  for (const who of [...PROPOSERS, WHALE_FOR, WHALE_AGAINST])
    await client.setBalance({ address: who.address, value: parseEther('100') })
}

export async function distributeVotes(client: DevnetClient, account0: Account) {
  // Voting power: account 0 and 1 can propose; the others hold a little UNI and have not delegated.
  await giveVotes(client, DEPLOYER, account0, UNI(10_000_000))
  await giveVotes(client, DEPLOYER, DEV_ACCOUNTS[1]!, UNI(3_000_000))
  for (const proposer of PROPOSERS) await giveVotes(client, DEPLOYER, proposer, UNI(3_000_000))
  await giveVotes(client, DEPLOYER, WHALE_FOR, UNI(45_000_000))
  await giveVotes(client, DEPLOYER, WHALE_AGAINST, UNI(60_000_000))
  // The treasury, which the circulating supply excludes.
  await send(client, DEPLOYER, {
    address: MAINNET_CONTRACTS.UNI,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [MAINNET_CONTRACTS.Timelock, UNI(400_000_000)],
  })
}

/**
 * Claims for development accounts 0-4 (account 5 has none) and a few dozen other addresses, with
 * the flags of the original airdrop (SOCKS holder 1000 UNI, user 400 UNI, liquidity provider the rest).
 */
export function airdropEntries(): AirdropEntry[] {
  const entries: AirdropEntry[] = [
    {
      account: DEV_ACCOUNTS[0]!.address,
      amount: UNI(400) + UNI(1_234.5678),
      flags: { isSOCKS: false, isLP: true, isUser: true },
    },
    {
      account: DEV_ACCOUNTS[1]!.address,
      amount: UNI(1_400),
      flags: { isSOCKS: true, isLP: false, isUser: true },
    },
    {
      account: DEV_ACCOUNTS[2]!.address,
      amount: UNI(400),
      flags: { isSOCKS: false, isLP: false, isUser: true },
    },
    {
      account: DEV_ACCOUNTS[3]!.address,
      amount: UNI(250.75),
      flags: { isSOCKS: false, isLP: true, isUser: false },
    },
    {
      account: DEV_ACCOUNTS[4]!.address,
      amount: UNI(1_499),
      flags: { isSOCKS: true, isLP: true, isUser: true },
    },
  ]
  for (let i = 0; i < 40; i++) {
    const account = actor(`airdrop-${i}`).address
    entries.push({
      account,
      amount: UNI(400 + (i % 7) * 37),
      flags: { isSOCKS: false, isLP: i % 7 > 0, isUser: true },
    })
  }
  return entries
}

/** The airdrop's Merkle distributor, holding every claim's UNI. */
export async function placeAirdrop(client: DevnetClient): Promise<AirdropTree> {
  const tree = buildAirdropTree(airdropEntries())
  await placeArtifact(client, DEPLOYER, 'MerkleDistributor', MAINNET_CONTRACTS.MerkleDistributor, [
    MAINNET_CONTRACTS.UNI,
    tree.merkleRoot,
  ])
  await send(client, DEPLOYER, {
    address: MAINNET_CONTRACTS.UNI,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [MAINNET_CONTRACTS.MerkleDistributor, BigInt(tree.tokenTotal)],
  })
  return tree
}

/** The seeded proposals, one in each state, by state. */
export async function placeProposals(client: DevnetClient): Promise<Record<string, string>> {
  const proposalIds = await seedProposals(client, {
    deployer: DEPLOYER,
    proposers: PROPOSERS,
    whaleFor: WHALE_FOR,
    whaleAgainst: WHALE_AGAINST,
  })
  return Object.fromEntries(Object.entries(proposalIds).map(([state, id]) => [state, String(id)]))
}
