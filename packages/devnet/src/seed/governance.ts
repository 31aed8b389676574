import {
  type Account,
  type Address,
  encodeAbiParameters,
  erc20Abi,
  parseAbi,
  parseEventLogs,
  parseUnits,
} from 'viem'
import { loadArtifact } from '../artifacts.ts'
import { MAINNET_CONTRACTS } from '../canonical.ts'
import type { DevnetClient } from '../client.ts'
import { GovernorBravo } from '../generated/contracts.ts'
import { placeContract } from '../place.ts'
import { send } from './tx.ts'

const C = MAINNET_CONTRACTS
export const UNI = (amount: number) => parseUnits(String(amount), 18)

/** Mainnet's Bravo parameters, in force once seeding is over. */
export const VOTING_DELAY = 13_140n
export const VOTING_PERIOD = 40_320n
/** 0.25% of the 1B supply, as the spec's threshold check. */
export const PROPOSAL_THRESHOLD = UNI(2_500_000)
export const QUORUM_VOTES = UNI(40_000_000)
export const TIMELOCK_DELAY = 2n * 86_400n

const uniAbi = parseAbi([
  'function delegate(address delegatee)',
  'function getCurrentVotes(address) view returns (uint96)',
])
const gov = { address: C.GovernorBravo, abi: GovernorBravo.abi } as const

/** UNI at its canonical address with the whole supply minted to the deployer; the Timelock can mint later. */
export async function placeGovernance(client: DevnetClient, deployer: Account) {
  const block = await client.getBlock()
  await placeContract(client, deployer, {
    ...loadArtifact('Uni'),
    args: [deployer.address, C.Timelock, block.timestamp + 365n * 86_400n],
    at: C.UNI,
  })
  await placeContract(client, deployer, {
    ...loadArtifact('Timelock'),
    args: [C.GovernorBravo, TIMELOCK_DELAY],
    at: C.Timelock,
  })
  // Seeding runs with short voting periods so that proposals can finish in a few blocks; mainnet's
  // values are set before the live proposals are made.
  await placeContract(client, deployer, {
    ...GovernorBravo,
    args: [C.Timelock, C.UNI, 30n, 1n, PROPOSAL_THRESHOLD, QUORUM_VOTES],
    at: C.GovernorBravo,
  })
}

export async function giveVotes(
  client: DevnetClient,
  deployer: Account,
  holder: Account,
  amount: bigint,
  delegate = true,
) {
  await send(client, deployer, {
    address: C.UNI,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [holder.address, amount],
  })
  if (delegate)
    await send(client, holder, {
      address: C.UNI,
      abi: uniAbi,
      functionName: 'delegate',
      args: [holder.address],
    })
}

interface ProposalDraft {
  proposer: Account
  title: string
  body: string
  actions: { target: Address; signature: string; types: readonly string[]; args: readonly unknown[] }[]
}

export async function propose(client: DevnetClient, draft: ProposalDraft): Promise<bigint> {
  const receipt = await send(client, draft.proposer, {
    ...gov,
    functionName: 'propose',
    args: [
      draft.actions.map((action) => action.target),
      draft.actions.map(() => 0n),
      draft.actions.map((action) => action.signature),
      draft.actions.map((action) =>
        encodeAbiParameters(
          action.types.map((type) => ({ type })),
          action.args,
        ),
      ),
      `# ${draft.title}\n\n${draft.body}`,
    ],
  })
  const [created] = parseEventLogs({
    abi: GovernorBravo.abi,
    eventName: 'ProposalCreated',
    logs: receipt.logs,
  })
  if (!created) throw new Error('propose emitted no ProposalCreated')
  return created.args.id
}

export const vote = (client: DevnetClient, voter: Account, id: bigint, support: 0 | 1 | 2, reason = '') =>
  send(client, voter, { ...gov, functionName: 'castVoteWithReason', args: [id, support, reason] })

async function mineUntil(client: DevnetClient, block: bigint) {
  const current = await client.getBlockNumber({ cacheTime: 0 })
  if (current < block) await client.mine({ blocks: Number(block - current) })
}

const proposalBlocks = async (client: DevnetClient, id: bigint) => {
  const proposal = await client.readContract({ ...gov, functionName: 'proposals', args: [id] })
  return { startBlock: proposal[3], endBlock: proposal[4] }
}

export interface GovernanceActors {
  deployer: Account
  /** Five proposers above the threshold, none of them a development account. */
  proposers: [Account, Account, Account, Account, Account, Account]
  /** Holds enough votes to reach quorum alone. */
  whaleFor: Account
  /** Holds more votes than the whale voting For. */
  whaleAgainst: Account
}

/**
 * Proposals in every state the app shows: Executed, Succeeded, Defeated, Canceled, then (with
 * mainnet's voting delay and period) Active and Pending. Returns their ids by state.
 */
export async function seedProposals(client: DevnetClient, actors: GovernanceActors) {
  const { deployer, proposers, whaleFor, whaleAgainst } = actors
  const setDelay = {
    target: C.Timelock,
    signature: 'setDelay(uint256)',
    types: ['uint256'],
    args: [TIMELOCK_DELAY],
  }
  const grant = (to: Address, amount: number) => ({
    target: C.UNI,
    signature: 'transfer(address,uint256)',
    types: ['address', 'uint256'],
    args: [to, UNI(amount)],
  })
  const [p0, p1, p2, p3, p4, p5] = proposers
  const executed = await propose(client, {
    proposer: p0,
    title: 'Reaffirm the two-day timelock delay',
    body: 'Keeps the **Timelock** delay at 2 days.\n\n- Target: Timelock\n- Function: `setDelay(uint256)`',
    actions: [setDelay],
  })
  const succeeded = await propose(client, {
    proposer: p1,
    title: 'Fund the community grants program',
    body: 'Transfers 1,000,000 UNI from the treasury to the grants multisig for the next two quarters.',
    actions: [grant('0x4b4e140D1f131fdaD6fb59C13AF796fD194e4135', 1_000_000)],
  })
  const defeated = await propose(client, {
    proposer: p2,
    title: 'Turn on the protocol fee switch',
    body: 'Sets the v2 protocol fee recipient. _This proposal did not pass._',
    actions: [grant('0x000000000000000000000000000000000000dEaD', 10)],
  })
  await mineUntil(client, (await proposalBlocks(client, defeated)).startBlock + 1n)
  await vote(client, whaleFor, executed, 1, 'Sensible default.')
  await vote(client, whaleFor, succeeded, 1, 'Grants grow the ecosystem.')
  await vote(client, p3, succeeded, 2)
  await vote(client, p2, defeated, 1, 'Time to turn it on.')
  await vote(client, whaleAgainst, defeated, 0, 'Not before the legal review.')
  await mineUntil(client, (await proposalBlocks(client, defeated)).endBlock + 1n)

  await send(client, p0, { ...gov, functionName: 'queue', args: [executed] })
  await client.increaseTime({ seconds: Number(TIMELOCK_DELAY) + 60 })
  await client.mine({ blocks: 1 })
  await send(client, p0, { ...gov, functionName: 'execute', args: [executed] })

  const canceled = await propose(client, {
    proposer: p3,
    title: 'Deploy to a new chain (withdrawn)',
    body: 'Withdrawn by its author to revise the bridge assessment.',
    actions: [grant('0x000000000000000000000000000000000000dEaD', 1)],
  })
  await send(client, p3, { ...gov, functionName: 'cancel', args: [canceled] })

  await send(client, deployer, { ...gov, functionName: '_setVotingPeriod', args: [VOTING_PERIOD] })
  const active = await propose(client, {
    proposer: p4,
    title: 'Upgrade the governance quorum',
    body: 'Lowers the quorum to 30M UNI so that proposals with broad support pass.\n\n<script>alert(1)</script> is shown as text.',
    actions: [grant('0x4b4e140D1f131fdaD6fb59C13AF796fD194e4135', 1)],
  })
  await mineUntil(client, (await proposalBlocks(client, active)).startBlock + 1n)
  await vote(client, whaleAgainst, active, 0, 'Quorum protects the treasury.')
  await vote(client, p2, active, 1)

  await send(client, deployer, { ...gov, functionName: '_setVotingDelay', args: [VOTING_DELAY] })
  const pending = await propose(client, {
    proposer: p5,
    title: 'Renew the liquidity mining program',
    body: 'Starts a new reward period for the four staking pools.',
    actions: [grant('0x000000000000000000000000000000000000dEaD', 1)],
  })

  // Hand the governor to the Timelock, as on mainnet.
  await send(client, deployer, { ...gov, functionName: '_setPendingAdmin', args: [C.Timelock] })
  await client.impersonateAccount({ address: C.Timelock })
  await client.setBalance({ address: C.Timelock, value: 10n ** 18n })
  await send(client, C.Timelock, { ...gov, functionName: '_acceptAdmin' })
  await client.stopImpersonatingAccount({ address: C.Timelock })
  await client.setBalance({ address: C.Timelock, value: 0n })

  return { executed, succeeded, defeated, canceled, active, pending }
}
