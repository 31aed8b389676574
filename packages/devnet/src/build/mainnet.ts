import { parseEther } from 'viem'
import {
  FAST_GAS_PRICE_WEI,
  MAINNET,
  MAINNET_CONTRACTS,
  MAINNET_TOKENS,
  SUSHI_V2_FACTORY,
  type TokenSpec,
  UNSAFE_TOKENS,
} from '../canonical.ts'
import { DEPLOYER, DEV_ACCOUNTS, type DevnetClient, LIQUIDITY_PROVIDER } from '../client.ts'
import { deployV2, deployV3 } from '../deploy.ts'
import { FastGasAggregator } from '../generated/contracts.ts'
import { placeContract } from '../place.ts'
import { placeGovernance } from '../seed/governance.ts'
import { playHistory } from '../seed/history.ts'
import { deploySushiFork } from '../seed/sushi.ts'
import { placeTokens } from '../seed/tokens.ts'
import type { V2HistoryPair } from '../seed/v2History.ts'
import { type ChainBuild, poolEntries, tokenEntries, tokenEntry } from './addressBook.ts'
import { distributeVotes, fundVoters, placeAirdrop, placeProposals } from './mainnetGovernance.ts'
import { seedMainnetEns } from './mainnetEns.ts'
import { seedMainnetLiquidity, seedMainnetPairs, seedStaking } from './mainnetV2.ts'
import { churnMainnetPools, seedMainnetPools } from './mainnetV3.ts'
import { approveAll, fundAccounts, HISTORY_SEED, historyPoolOf } from './steps.ts'

/**
 * Ethereum mainnet, the whole protocol: v3 and v2 with a trading history, the Sushi-style fork, the
 * unsafe tokens, liquidity mining, governance, the airdrop and ENS. The steps run in this order on
 * every build, so that the seeded state (token ids, nonces, addresses) is always the same.
 */
export async function buildMainnet(client: DevnetClient): Promise<ChainBuild> {
  const C = MAINNET_CONTRACTS
  const T = MAINNET_TOKENS
  const tokens = Object.values(T) as TokenSpec[]
  await client.setBalance({ address: DEPLOYER.address, value: parseEther('1000000') })
  await fundVoters(client)

  await deployV3(client, DEPLOYER, MAINNET, C.UniswapV2Factory)
  await deployV2(client, DEPLOYER)
  // The fast-gas oracle the app reads (spec: latestAnswer, shown in gwei): 25 gwei on the replica.
  await placeContract(client, DEPLOYER, {
    ...FastGasAggregator,
    at: C.FastGasOracle,
    args: [DEPLOYER.address, FAST_GAS_PRICE_WEI],
  })
  await deploySushiFork(client, DEPLOYER)
  await placeTokens(client, DEPLOYER, tokens)
  await placeGovernance(client, DEPLOYER)
  await fundAccounts(client, tokens)
  await approveAll(client, LIQUIDITY_PROVIDER, tokens, [
    C.NonfungiblePositionManager,
    C.UniswapV2Router02,
    C.SwapRouter02,
  ])
  const account0 = DEV_ACCOUNTS[0]!
  await approveAll(client, account0, tokens, [C.NonfungiblePositionManager, C.UniswapV2Router02])

  const { pools, account0Positions } = await seedMainnetPools(client, account0)
  // The v2 pairs exist before the history, which trades them too.
  const { v2Pairs, pairOf } = await seedMainnetPairs(client)
  // Four weeks of trading and liquidity changes on the main pools, ending at the seeded prices.
  const historyPool = historyPoolOf(pools)
  const historyPair = (
    a: TokenSpec,
    b: TokenSpec,
    activity: number,
    swapUsd: [number, number],
  ): V2HistoryPair => ({ a, b, address: pairOf(a.symbol, b.symbol), activity, swapUsd })
  await playHistory(
    client,
    C,
    LIQUIDITY_PROVIDER,
    [
      historyPool(T.WETH, T.USDC, 500, 0.9, [5_000, 150_000]),
      historyPool(T.WETH, T.USDC, 3000, 0.3, [5_000, 60_000]),
      historyPool(T.WETH, T.USDT, 500, 0.4, [5_000, 80_000]),
      historyPool(T.WETH, T.DAI, 500, 0.3, [5_000, 60_000]),
      historyPool(T.WBTC, T.WETH, 3000, 0.7, [5_000, 80_000]),
      historyPool(T.UNI, T.WETH, 3000, 0.8, [2_000, 40_000]),
    ],
    HISTORY_SEED,
    [
      historyPair(T.WETH, T.USDC, 0.6, [2_000, 60_000]),
      historyPair(T.WETH, T.USDT, 0.3, [2_000, 40_000]),
      historyPair(T.WETH, T.DAI, 0.3, [2_000, 40_000]),
      historyPair(T.WETH, T.WBTC, 0.3, [2_000, 40_000]),
      historyPair(T.UNI, T.WETH, 0.4, [1_000, 20_000]),
    ],
  )
  await churnMainnetPools(client, pools)

  const { unsafePairs, sushiPairs } = await seedMainnetLiquidity(client, account0)
  const stakingRewards = await seedStaking(client, account0, pairOf)
  await distributeVotes(client, account0)
  const airdrop = await placeAirdrop(client)
  const ens = await seedMainnetEns(client, account0)
  const proposals = await placeProposals(client)

  return {
    addressBook: {
      chainId: MAINNET,
      contracts: { ...C, SushiV2Factory: SUSHI_V2_FACTORY },
      tokens: tokenEntries(tokens),
      specialTokens: { feeOnTransfer: T.PAXG.symbol, unsupported: T.mAAPL.symbol },
      unsafeTokens: {
        honeypot: {
          ...tokenEntry(UNSAFE_TOKENS.honeypot),
          pair: unsafePairs[UNSAFE_TOKENS.honeypot.symbol]!,
        },
        transferTax: {
          ...tokenEntry(UNSAFE_TOKENS.transferTax),
          pair: unsafePairs[UNSAFE_TOKENS.transferTax.symbol]!,
        },
      },
      v3Pools: poolEntries(pools, tokens),
      v2Pairs,
      sushiPairs,
      stakingRewards,
      ens,
      account0Positions,
      proposals,
    },
    airdrop,
  }
}
