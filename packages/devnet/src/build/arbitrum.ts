import { parseEther } from 'viem'
import { ARBITRUM_CONTRACTS, ARBITRUM_ONE, ARBITRUM_TOKENS, type TokenSpec } from '../canonical.ts'
import { DEPLOYER, type DevnetClient, LIQUIDITY_PROVIDER } from '../client.ts'
import { deployV3 } from '../deploy.ts'
import { playHistory } from '../seed/history.ts'
import { placeTokens } from '../seed/tokens.ts'
import { churn, type PoolPlan } from '../seed/v3.ts'
import { type ChainBuild, poolEntries, tokenEntries } from './addressBook.ts'
import { approveAll, fundAccounts, HISTORY_SEED, historyPoolOf, poolKey, seedPools } from './steps.ts'

/**
 * Arbitrum One: v3 only, native USDC beside the bridged USDC.e, a shorter trading history on the main
 * pools, and empty blocks at the end.
 */
export async function buildArbitrum(client: DevnetClient): Promise<ChainBuild> {
  const C = ARBITRUM_CONTRACTS
  const T = ARBITRUM_TOKENS
  const tokens = Object.values(T) as TokenSpec[]
  await client.setBalance({ address: DEPLOYER.address, value: parseEther('1000000') })
  await deployV3(client, DEPLOYER, ARBITRUM_ONE, '0x0000000000000000000000000000000000000000')
  await placeTokens(client, DEPLOYER, tokens)
  await fundAccounts(client, tokens)
  await approveAll(client, LIQUIDITY_PROVIDER, tokens, [C.NonfungiblePositionManager, C.SwapRouter02])
  const USDCe = T['USDC.e']
  const plans: PoolPlan[] = [
    // Native USDC, what the default list offers as 'USDC': the deepest pools, as on the real network.
    { a: T.WETH, b: T.USDC, fee: 500, tvlUsd: 2_500_000, positions: 24, style: 'volatile' },
    { a: T.WETH, b: T.USDC, fee: 3000, tvlUsd: 500_000, positions: 20, style: 'volatile' },
    { a: T.WETH, b: T.USDC, fee: 10000, tvlUsd: 100_000, positions: 6, style: 'volatile' },
    { a: T.USDC, b: USDCe, fee: 100, tvlUsd: 1_000_000, positions: 20, style: 'stable' },
    { a: T.USDC, b: T.USDT, fee: 100, tvlUsd: 750_000, positions: 20, style: 'stable' },
    // Bridged USDC.e, at the same dollar prices.
    { a: T.WETH, b: USDCe, fee: 500, tvlUsd: 1_250_000, positions: 24, style: 'volatile' },
    { a: T.WETH, b: USDCe, fee: 3000, tvlUsd: 375_000, positions: 20, style: 'volatile' },
    { a: USDCe, b: T.USDT, fee: 100, tvlUsd: 500_000, positions: 20, style: 'stable' },
    { a: T.WETH, b: T.USDT, fee: 500, tvlUsd: 500_000, positions: 20, style: 'volatile' },
    { a: T.WETH, b: T.DAI, fee: 3000, tvlUsd: 250_000, positions: 20, style: 'volatile' },
    { a: T.WBTC, b: T.WETH, fee: 500, tvlUsd: 500_000, positions: 20, style: 'volatile' },
    { a: T.UNI, b: T.WETH, fee: 3000, tvlUsd: 62_500, positions: 8, style: 'volatile' },
    { a: T.LINK, b: T.WETH, fee: 3000, tvlUsd: 62_500, positions: 8, style: 'volatile' },
  ]
  const pools = await seedPools(client, ARBITRUM_ONE, plans)
  const historyPool = historyPoolOf(pools)
  await playHistory(
    client,
    C,
    LIQUIDITY_PROVIDER,
    [
      historyPool(T.WETH, T.USDC, 500, 0.6, [2_000, 80_000]),
      historyPool(T.WBTC, T.WETH, 500, 0.4, [2_000, 40_000]),
      historyPool(T.UNI, T.WETH, 3000, 0.4, [500, 5_000]),
    ],
    HISTORY_SEED + 42161,
  )
  for (const stable of [T.USDC, USDCe]) {
    await churn(
      client,
      C,
      LIQUIDITY_PROVIDER,
      pools.get(poolKey('WETH', stable.symbol, 500))!,
      [T.WETH, stable],
      200_000,
      3,
    )
  }
  // Blocks without pool events after the trading: an indexer started on the snapshot has the last
  // 64 blocks (the devnet's finality depth) to follow one by one, and empty blocks cost it nothing.
  await client.mine({ blocks: 80 })
  return {
    addressBook: {
      chainId: ARBITRUM_ONE,
      contracts: { ...C },
      tokens: tokenEntries(tokens),
      specialTokens: {},
      v3Pools: poolEntries(pools, tokens),
      v2Pairs: [],
      sushiPairs: [],
      stakingRewards: {},
      ens: {},
      account0Positions: {},
      proposals: {},
    },
  }
}
