import type { Account } from 'viem'
import { MAINNET, MAINNET_CONTRACTS, MAINNET_TOKENS } from '../canonical.ts'
import { type DevnetClient, LIQUIDITY_PROVIDER } from '../client.ts'
import { churn, closePosition, mintPosition, type PoolPlan, type SeededPool, sortTokens } from '../seed/v3.ts'
import type { AddressBook } from './addressBook.ts'
import { poolKey, seedPools } from './steps.ts'

/** Mainnet's v3 pools: the market maker's liquidity, and account 0's positions (in range, out of range, closed). */

const C = MAINNET_CONTRACTS
const T = MAINNET_TOKENS

const PLANS: PoolPlan[] = [
  { a: T.WETH, b: T.USDC, fee: 500, tvlUsd: 3_000_000, positions: 24, style: 'volatile' },
  { a: T.WETH, b: T.USDC, fee: 3000, tvlUsd: 2_000_000, positions: 24, style: 'volatile' },
  { a: T.WETH, b: T.USDC, fee: 10000, tvlUsd: 125_000, positions: 6, style: 'volatile' },
  { a: T.WETH, b: T.USDT, fee: 500, tvlUsd: 1_500_000, positions: 20, style: 'volatile' },
  { a: T.WETH, b: T.USDT, fee: 3000, tvlUsd: 1_000_000, positions: 20, style: 'volatile' },
  { a: T.WETH, b: T.DAI, fee: 500, tvlUsd: 1_000_000, positions: 20, style: 'volatile' },
  { a: T.WETH, b: T.DAI, fee: 3000, tvlUsd: 750_000, positions: 20, style: 'volatile' },
  { a: T.WBTC, b: T.WETH, fee: 500, tvlUsd: 1_250_000, positions: 20, style: 'volatile' },
  { a: T.WBTC, b: T.WETH, fee: 3000, tvlUsd: 1_000_000, positions: 20, style: 'volatile' },
  { a: T.USDC, b: T.USDT, fee: 100, tvlUsd: 2_500_000, positions: 20, style: 'stable' },
  { a: T.DAI, b: T.USDC, fee: 100, tvlUsd: 1_875_000, positions: 20, style: 'stable' },
  { a: T.DAI, b: T.USDC, fee: 500, tvlUsd: 500_000, positions: 8, style: 'stable' },
  { a: T.UNI, b: T.WETH, fee: 3000, tvlUsd: 625_000, positions: 20, style: 'volatile' },
  { a: T.UNI, b: T.WETH, fee: 10000, tvlUsd: 100_000, positions: 6, style: 'volatile' },
  { a: T.LINK, b: T.WETH, fee: 3000, tvlUsd: 500_000, positions: 20, style: 'volatile' },
]

export async function seedMainnetPools(client: DevnetClient, account0: Account) {
  const account0Positions: AddressBook['account0Positions'] = {}
  let closedId = 0n
  const pools = await seedPools(client, MAINNET, PLANS, async () => {
    // Account 0's positions are minted first so that their token ids are 1, 2 and 3.
    const [usdc, weth] = sortTokens(T.WETH, T.USDC)
    const inRange = await mintPosition(client, C, {
      owner: account0,
      token0: usdc,
      token1: weth,
      fee: 3000,
      tickLower: 195_000,
      tickUpper: 199_020,
      usd: 20_000,
    })
    const outOfRange = await mintPosition(client, C, {
      owner: account0,
      token0: usdc,
      token1: weth,
      fee: 500,
      tickLower: 200_000,
      tickUpper: 202_000,
      usd: 10_000,
    })
    const [dai, usdcToken] = sortTokens(T.DAI, T.USDC)
    closedId = await mintPosition(client, C, {
      owner: account0,
      token0: dai,
      token1: usdcToken,
      fee: 100,
      tickLower: -276_340,
      tickUpper: -276_300,
      usd: 5_000,
    })
    Object.assign(account0Positions, {
      inRange: String(inRange),
      outOfRange: String(outOfRange),
      closed: String(closedId),
    })
  })
  await closePosition(client, C, account0, closedId)
  return { pools, account0Positions }
}

/** Trading through the main pools gives account 0's in-range position unclaimed fees. */
export async function churnMainnetPools(client: DevnetClient, pools: Map<string, SeededPool>) {
  const wethUsdc3000 = pools.get(poolKey('WETH', 'USDC', 3000))!
  await churn(client, C, LIQUIDITY_PROVIDER, wethUsdc3000, [T.WETH, T.USDC], 250_000, 4)
  await churn(
    client,
    C,
    LIQUIDITY_PROVIDER,
    pools.get(poolKey('WETH', 'USDC', 500))!,
    [T.USDC, T.WETH],
    400_000,
    3,
  )
}
