import { type Account, type Address, erc20Abi, type Hex, numberToHex, pad } from 'viem'
import { loadArtifact } from '../artifacts.ts'
import { MAINNET_CONTRACTS } from '../canonical.ts'
import type { DevnetClient } from '../client.ts'
import { placeArtifact } from '../deploy.ts'
import { send } from './tx.ts'

const stakingAbi = () => loadArtifact('StakingRewards').abi

/**
 * The replica's reward periods last four years instead of the contract's fixed 60 days: the state
 * is snapshotted once and loaded for years, and the seeded period must still be running then.
 */
export const REWARDS_DURATION = 4n * 365n * 86_400n

/** A StakingRewards contract at `at`, paying UNI for staking `stakingToken`, with its period started. */
export async function placeStakingRewards(
  client: DevnetClient,
  deployer: Account,
  at: Address,
  stakingToken: Address,
  reward: bigint,
) {
  await placeArtifact(client, deployer, 'StakingRewards', at, [
    deployer.address,
    MAINNET_CONTRACTS.UNI,
    stakingToken,
  ])
  await setRewardsDuration(client, at, REWARDS_DURATION)
  await send(client, deployer, {
    address: MAINNET_CONTRACTS.UNI,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [at, reward],
  })
  await send(client, deployer, {
    address: at,
    abi: stakingAbi(),
    functionName: 'notifyRewardAmount',
    args: [reward],
  })
}

/** rewardsDuration has no setter: find its storage slot by its value, write it, and read it back. */
async function setRewardsDuration(client: DevnetClient, at: Address, duration: bigint) {
  const current = (await client.readContract({
    address: at,
    abi: stakingAbi(),
    functionName: 'rewardsDuration',
  })) as bigint
  for (let slot = 0; slot < 16; slot++) {
    const index = numberToHex(slot, { size: 32 })
    const value = await client.getStorageAt({ address: at, slot: index })
    if (value && BigInt(value) === current) {
      await client.setStorageAt({ address: at, index, value: pad(numberToHex(duration)) as Hex })
      const after = await client.readContract({
        address: at,
        abi: stakingAbi(),
        functionName: 'rewardsDuration',
      })
      if (after === duration) return
      await client.setStorageAt({ address: at, index, value })
    }
  }
  throw new Error(`could not find rewardsDuration in the storage of ${at}`)
}

export async function stake(
  client: DevnetClient,
  owner: Account,
  at: Address,
  lpToken: Address,
  amount: bigint,
) {
  await send(client, owner, { address: lpToken, abi: erc20Abi, functionName: 'approve', args: [at, amount] })
  await send(client, owner, { address: at, abi: stakingAbi(), functionName: 'stake', args: [amount] })
}
