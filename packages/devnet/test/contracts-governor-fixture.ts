import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  type Address,
  encodeAbiParameters,
  getContractAddress,
  type Hex,
  parseAbi,
  parseEventLogs,
  parseUnits,
} from 'viem'
import { expect } from 'vitest'
import { GovernorBravo } from '../src/generated/contracts.ts'
import { alice, bob, carol, client, dave, deployed, deployer, mined, now, wallet } from './contracts-chain.ts'

/**
 * GovernorBravo against the real @uniswap/governance UNI and Timelock (contracts-governor.test.ts): the
 * contracts' deployment, the governor's parameters and the steps of a proposal's life.
 */

const require = createRequire(import.meta.url)

export const uniAbi = parseAbi([
  'constructor(address account, address minter_, uint256 mintingAllowedAfter_)',
  'function transfer(address dst, uint256 rawAmount) returns (bool)',
  'function delegate(address delegatee)',
  'function getCurrentVotes(address account) view returns (uint96)',
])
export const timelockAbi = parseAbi([
  'constructor(address admin_, uint256 delay_)',
  'function admin() view returns (address)',
  'function delay() view returns (uint256)',
  'function GRACE_PERIOD() view returns (uint256)',
  'function setDelay(uint256 delay_)',
])

function waffleBytecode(file: string): Hex {
  const artifact = JSON.parse(readFileSync(require.resolve(`@uniswap/governance/build/${file}`), 'utf8')) as {
    bytecode: string
  }
  return artifact.bytecode.startsWith('0x') ? (artifact.bytecode as Hex) : `0x${artifact.bytecode}`
}

export const DAY = 24n * 60n * 60n
export const UNI = (amount: number) => parseUnits(String(amount), 18)
export const ProposalState = {
  Pending: 0,
  Active: 1,
  Canceled: 2,
  Defeated: 3,
  Succeeded: 4,
  Queued: 5,
  Expired: 6,
  Executed: 7,
} as const
export const VOTING_DELAY = 1n
export const VOTING_PERIOD = 5n
export const THRESHOLD = UNI(1_000_000)
export const QUORUM = UNI(40_000_000)

export let uni: Address
export let timelock: Address
export let governor: Address
export const gov = () => ({ address: governor, abi: GovernorBravo.abi }) as const

export const state = async (id: bigint) =>
  client.readContract({ ...gov(), functionName: 'state', args: [id] })
export const vote = async (voter: typeof alice, id: bigint, support: number) =>
  mined(
    await wallet.writeContract({ ...gov(), functionName: 'castVote', args: [id, support], account: voter }),
  )
export const setDelayAction = (delay: bigint) =>
  [[timelock], [0n], ['setDelay(uint256)'], [encodeAbiParameters([{ type: 'uint256' }], [delay])]] as const
export async function propose(proposer: typeof alice, delay: bigint, description: string): Promise<bigint> {
  const receipt = await mined(
    await wallet.writeContract({
      ...gov(),
      functionName: 'propose',
      args: [...setDelayAction(delay), description],
      account: proposer,
    }),
  )
  const [created] = parseEventLogs({
    abi: GovernorBravo.abi,
    eventName: 'ProposalCreated',
    logs: receipt.logs,
  })
  if (!created) throw new Error('no ProposalCreated event')
  expect(created.args.proposer).toBe(proposer.address)
  expect(created.args.description).toBe(description)
  expect(created.args.startBlock).toBe(receipt.blockNumber + VOTING_DELAY)
  expect(created.args.endBlock).toBe(receipt.blockNumber + VOTING_DELAY + VOTING_PERIOD)
  return created.args.id
}
/** Mines until the proposal is Active as seen by `eth_call` (block.number > startBlock). */
export async function untilActive(id: bigint) {
  const [, , , startBlock] = await client.readContract({ ...gov(), functionName: 'proposals', args: [id] })
  const current = await client.getBlockNumber()
  if (current <= startBlock) await client.mine({ blocks: Number(startBlock - current + 1n) })
}
/** Mines until the proposal's voting period is over. */
export async function pastEnd(id: bigint) {
  const [, , , , endBlock] = await client.readContract({ ...gov(), functionName: 'proposals', args: [id] })
  const current = await client.getBlockNumber()
  if (current <= endBlock) await client.mine({ blocks: Number(endBlock - current + 1n) })
}
export async function timeTravel(seconds: bigint) {
  await client.increaseTime({ seconds: Number(seconds) })
  await client.mine({ blocks: 1 })
}

/** Deploys UNI, the Timelock and GovernorBravo (the Timelock's admin), and gives four holders their votes. */
export async function deployGovernance() {
  uni = await deployed(
    await wallet.deployContract({
      abi: uniAbi,
      bytecode: waffleBytecode('Uni.json'),
      args: [deployer.address, deployer.address, (await now()) + 3600n],
      account: deployer,
    }),
  )
  const nonce = await client.getTransactionCount({ address: deployer.address })
  const futureGovernor = getContractAddress({ from: deployer.address, nonce: BigInt(nonce + 1) })
  timelock = await deployed(
    await wallet.deployContract({
      abi: timelockAbi,
      bytecode: waffleBytecode('Timelock.json'),
      args: [futureGovernor, 2n * DAY],
      account: deployer,
    }),
  )
  governor = await deployed(
    await wallet.deployContract({
      ...GovernorBravo,
      args: [timelock, uni, VOTING_PERIOD, VOTING_DELAY, THRESHOLD, QUORUM],
      account: deployer,
    }),
  )
  expect(governor).toBe(futureGovernor)
  expect(await client.readContract({ address: timelock, abi: timelockAbi, functionName: 'admin' })).toBe(
    governor,
  )

  const holdings: [typeof alice, number][] = [
    [alice, 50_000_000],
    [bob, 30_000_000],
    [carol, 5_000_000],
    [dave, 500_000],
  ]
  for (const [holder, amount] of holdings) {
    await mined(
      await wallet.writeContract({
        address: uni,
        abi: uniAbi,
        functionName: 'transfer',
        args: [holder.address, UNI(amount)],
        account: deployer,
      }),
    )
    await mined(
      await wallet.writeContract({
        address: uni,
        abi: uniAbi,
        functionName: 'delegate',
        args: [holder.address],
        account: holder,
      }),
    )
  }
}
