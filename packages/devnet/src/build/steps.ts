import { type Account, type Address, keccak256, parseEther, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevnetChainId, TokenSpec } from '../canonical.ts'
import { DEPLOYER, DEV_ACCOUNTS, type DevnetClient, LIQUIDITY_PROVIDER } from '../client.ts'
import { coreContractsOf } from '../deploy.ts'
import { amountForUsd } from '../prices.ts'
import type { HistoryPool } from '../seed/historyPlan.ts'
import { approveMax, fund } from '../seed/tokens.ts'
import {
  createPool,
  type FeeTier,
  mintPosition,
  type PoolPlan,
  planRanges,
  type SeededPool,
  sortTokens,
} from '../seed/v3.ts'

/** The steps every chain's build takes: funding the accounts, approvals and the v3 pools with their liquidity. */

/** Keys of seeding-only actors, derived from their role so that the state is the same on every build. */
export const actor = (role: string): Account =>
  privateKeyToAccount(keccak256(stringToHex(`exchange-devnet:${role}`)))

/** Seed of the trading history's pseudo-random sequence (seed/history.ts). */
export const HISTORY_SEED = 20_261_126

/** What every development account holds of each token besides anvil's 10,000 ETH, in dollars. */
const DEV_HOLDINGS_USD: Record<string, number> = {
  WETH: 30_000,
  USDC: 100_000,
  'USDC.e': 100_000,
  USDT: 100_000,
  DAI: 100_000,
  WBTC: 120_000,
  UNI: 8_000,
  LINK: 15_000,
  OP: 10_000,
  PAXG: 20_000,
  mAAPL: 1_800,
}

export async function fundAccounts(client: DevnetClient, tokens: readonly TokenSpec[]) {
  await client.setBalance({ address: LIQUIDITY_PROVIDER.address, value: parseEther('1000000') })
  for (const token of tokens) {
    // The market maker holds $400M of every token: enough for every pool and pair of the replica.
    await fund(
      client,
      DEPLOYER,
      token,
      LIQUIDITY_PROVIDER,
      amountForUsd(token.symbol, token.decimals, 400_000_000),
    )
    for (const account of DEV_ACCOUNTS) {
      const usd = DEV_HOLDINGS_USD[token.symbol] ?? 0
      await fund(client, DEPLOYER, token, account, amountForUsd(token.symbol, token.decimals, usd))
    }
  }
}

export async function seedPools(
  client: DevnetClient,
  chainId: DevnetChainId,
  plans: readonly PoolPlan[],
  beforePositions?: (pools: Map<string, SeededPool>) => Promise<void>,
) {
  const contracts = coreContractsOf(chainId)
  const pools = new Map<string, SeededPool>()
  const ticks = new Map<string, number>()
  for (const plan of plans) {
    const { pool, currentTick } = await createPool(client, DEPLOYER, contracts, plan)
    pools.set(poolKey(plan.a.symbol, plan.b.symbol, plan.fee), pool)
    ticks.set(poolKey(plan.a.symbol, plan.b.symbol, plan.fee), currentTick)
  }
  await beforePositions?.(pools)
  for (const plan of plans) {
    const [token0, token1] = sortTokens(plan.a, plan.b)
    const currentTick = ticks.get(poolKey(plan.a.symbol, plan.b.symbol, plan.fee)) ?? 0
    for (const range of planRanges(plan, currentTick)) {
      await mintPosition(client, contracts, {
        owner: LIQUIDITY_PROVIDER,
        token0,
        token1,
        fee: plan.fee,
        ...range,
      })
    }
  }
  return pools
}

export const poolKey = (a: string, b: string, fee: FeeTier) => `${[a, b].sort().join('-')}-${fee}`

/** A pool of the trading history (seed/history.ts), found among the seeded pools by its tokens and fee. */
export const historyPoolOf =
  (pools: Map<string, SeededPool>) =>
  (a: TokenSpec, b: TokenSpec, fee: FeeTier, activity: number, swapUsd: [number, number]): HistoryPool => ({
    a,
    b,
    fee,
    pool: pools.get(poolKey(a.symbol, b.symbol, fee))!,
    activity,
    swapUsd,
  })

export async function approveAll(
  client: DevnetClient,
  owner: Account,
  tokens: readonly TokenSpec[],
  spenders: Address[],
) {
  for (const token of tokens)
    for (const spender of spenders) await approveMax(client, owner, token.address, spender)
}
