import { erc20Abi, parseEther } from 'viem'
import { OPTIMISM, OPTIMISM_CONTRACTS, OPTIMISM_TOKENS, type TokenSpec } from '../canonical.ts'
import { DEPLOYER, DEV_ACCOUNTS, type DevnetClient, LIQUIDITY_PROVIDER } from '../client.ts'
import { deployV3 } from '../deploy.ts'
import { placeTokens } from '../seed/tokens.ts'
import { send } from '../seed/tx.ts'
import { churn, mintPosition, type PoolPlan, sortTokens } from '../seed/v3.ts'
import { type AddressBook, type ChainBuild, poolEntries, tokenEntries } from './addressBook.ts'
import { approveAll, fundAccounts, poolKey, seedPools } from './steps.ts'

/**
 * Optimism: v3 only (v2 was not on Optimism then), WETH at the predeploy, the network's main tokens with
 * pools in the tiers its users trade (WETH/USDC and OP in 0.05% and 0.3%, WBTC and DAI against WETH in
 * 0.3%, the stables in 0.01%), and for account 0 one in-range WETH/USDC position (#1) with unclaimed fees.
 */
export async function buildOptimism(client: DevnetClient): Promise<ChainBuild> {
  const C = OPTIMISM_CONTRACTS
  const T = OPTIMISM_TOKENS
  const tokens = Object.values(T) as TokenSpec[]
  await client.setBalance({ address: DEPLOYER.address, value: parseEther('1000000') })
  await deployV3(client, DEPLOYER, OPTIMISM, '0x0000000000000000000000000000000000000000')
  await placeTokens(client, DEPLOYER, tokens)
  await fundAccounts(client, tokens)
  await approveAll(client, LIQUIDITY_PROVIDER, tokens, [C.NonfungiblePositionManager, C.SwapRouter02])
  const plans: PoolPlan[] = [
    { a: T.WETH, b: T.USDC, fee: 500, tvlUsd: 1_000_000, positions: 24, style: 'volatile' },
    { a: T.WETH, b: T.USDC, fee: 3000, tvlUsd: 375_000, positions: 20, style: 'volatile' },
    { a: T.WETH, b: T.USDT, fee: 500, tvlUsd: 250_000, positions: 16, style: 'volatile' },
    { a: T.WETH, b: T.DAI, fee: 3000, tvlUsd: 250_000, positions: 16, style: 'volatile' },
    { a: T.WBTC, b: T.WETH, fee: 3000, tvlUsd: 250_000, positions: 16, style: 'volatile' },
    { a: T.OP, b: T.WETH, fee: 3000, tvlUsd: 500_000, positions: 20, style: 'volatile' },
    { a: T.OP, b: T.WETH, fee: 500, tvlUsd: 125_000, positions: 12, style: 'volatile' },
    { a: T.OP, b: T.USDC, fee: 3000, tvlUsd: 250_000, positions: 16, style: 'volatile' },
    { a: T.DAI, b: T.USDC, fee: 100, tvlUsd: 250_000, positions: 16, style: 'stable' },
    { a: T.USDC, b: T.USDT, fee: 100, tvlUsd: 250_000, positions: 16, style: 'stable' },
  ]
  const account0 = DEV_ACCOUNTS[0]!
  const account0Positions: AddressBook['account0Positions'] = {}
  const pools = await seedPools(client, OPTIMISM, plans, async () => {
    // Account 0's position is minted first so that its token id is 1; its approvals are withdrawn after.
    const [token0, token1] = sortTokens(T.WETH, T.USDC)
    await approveAll(client, account0, [token0, token1], [C.NonfungiblePositionManager])
    const inRange = await mintPosition(client, C, {
      owner: account0,
      token0,
      token1,
      fee: 3000,
      tickLower: -198_000,
      tickUpper: -194_460,
      usd: 5_000,
    })
    for (const token of [token0, token1])
      await send(client, account0, {
        address: token.address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [C.NonfungiblePositionManager, 0n],
      })
    account0Positions.inRange = String(inRange)
  })
  // Trading through WETH/USDC gives account 0's position unclaimed fees.
  await churn(
    client,
    C,
    LIQUIDITY_PROVIDER,
    pools.get(poolKey('WETH', 'USDC', 3000))!,
    [T.WETH, T.USDC],
    100_000,
    3,
  )
  await churn(
    client,
    C,
    LIQUIDITY_PROVIDER,
    pools.get(poolKey('WETH', 'USDC', 500))!,
    [T.USDC, T.WETH],
    150_000,
    2,
  )
  return {
    addressBook: {
      chainId: OPTIMISM,
      contracts: { ...C },
      tokens: tokenEntries(tokens),
      specialTokens: {},
      v3Pools: poolEntries(pools, tokens),
      v2Pairs: [],
      sushiPairs: [],
      stakingRewards: {},
      ens: {},
      account0Positions,
      proposals: {},
    },
  }
}
