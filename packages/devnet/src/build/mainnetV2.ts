import { type Account, type Address, erc20Abi } from 'viem'
import { MAINNET_TOKENS, STAKING_REWARDS, type TokenSpec } from '../canonical.ts'
import { DEPLOYER, type DevnetClient, LIQUIDITY_PROVIDER } from '../client.ts'
import { UNI } from '../seed/governance.ts'
import { placeStakingRewards, stake } from '../seed/staking.ts'
import { addSushiLiquidity } from '../seed/sushi.ts'
import { placeUnsafeTokens } from '../seed/unsafe.ts'
import { addV2Liquidity } from '../seed/v2.ts'
import type { AddressBook, PairEntry } from './addressBook.ts'

/**
 * Mainnet's v2 side: the market maker's pairs, the unsafe tokens' pairs, account 0's liquidity (on v2
 * and on the Sushi-style fork, to migrate), and the liquidity mining pools that take the pairs' tokens.
 */

const T = MAINNET_TOKENS

const PAIR_PLANS: [TokenSpec, TokenSpec, number][] = [
  [T.WETH, T.USDC, 8_000_000],
  [T.WETH, T.USDT, 5_000_000],
  [T.WETH, T.DAI, 4_000_000],
  [T.WETH, T.WBTC, 4_000_000],
  [T.DAI, T.USDC, 2_000_000],
  [T.USDC, T.USDT, 2_000_000],
  [T.UNI, T.WETH, 2_000_000],
  [T.LINK, T.WETH, 1_000_000],
  [T.PAXG, T.WETH, 1_000_000],
  [T.mAAPL, T.USDC, 500_000],
]

/** The market maker's v2 pairs, and a lookup of a pair's address by its two symbols. */
export async function seedMainnetPairs(client: DevnetClient) {
  const v2Pairs: PairEntry[] = []
  for (const [a, b, usd] of PAIR_PLANS) {
    const address = await addV2Liquidity(client, LIQUIDITY_PROVIDER, a, b, usd / 2)
    v2Pairs.push({ address, symbolA: a.symbol, symbolB: b.symbol })
  }
  const pairOf = (a: string, b: string) =>
    v2Pairs.find((pair) => [pair.symbolA, pair.symbolB].sort().join() === [a, b].sort().join())!.address
  return { v2Pairs, pairOf }
}

/** The unsafe tokens' pairs, account 0's v2 liquidity, and the Sushi-style fork's pairs. */
export async function seedMainnetLiquidity(client: DevnetClient, account0: Account) {
  const unsafePairs = await placeUnsafeTokens(client)
  await addV2Liquidity(client, account0, T.WETH, T.USDC, 5_000)
  await addV2Liquidity(client, account0, T.WETH, T.DAI, 3_000)
  // The Sushi-style fork: deep pairs from the market maker, and positions of account 0 to migrate.
  const sushiPairs: PairEntry[] = []
  for (const [a, b, usd] of [
    [T.WETH, T.USDC, 2_000_000],
    [T.WETH, T.DAI, 1_000_000],
  ] as const) {
    const address = await addSushiLiquidity(client, LIQUIDITY_PROVIDER, a, b, usd / 2)
    sushiPairs.push({ address, symbolA: a.symbol, symbolB: b.symbol })
  }
  await addSushiLiquidity(client, account0, T.WETH, T.USDC, 2_000)
  await addSushiLiquidity(client, account0, T.WETH, T.DAI, 1_000)
  return { unsafePairs, sushiPairs }
}

/** The liquidity mining pools, and half of account 0's WETH/USDC liquidity staked in one. */
export async function seedStaking(
  client: DevnetClient,
  account0: Account,
  pairOf: (a: string, b: string) => Address,
) {
  const stakingRewards: AddressBook['stakingRewards'] = {}
  for (const [key, address] of Object.entries(STAKING_REWARDS)) {
    const [a, b] = key.split('-') as [string, string]
    const stakingToken = pairOf(a, b)
    await placeStakingRewards(client, DEPLOYER, address, stakingToken, UNI(5_000_000))
    stakingRewards[key] = { address, stakingToken }
  }
  const lpBalance = await client.readContract({
    address: pairOf('WETH', 'USDC'),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account0.address],
  })
  await stake(client, account0, STAKING_REWARDS['WETH-USDC'], pairOf('WETH', 'USDC'), lpBalance / 2n)
  return stakingRewards
}
