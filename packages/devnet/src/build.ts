import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Account, type Address, erc20Abi, keccak256, parseEther, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  ARBITRUM_CONTRACTS,
  ARBITRUM_ONE,
  ARBITRUM_TOKENS,
  type DevnetChainId,
  FAST_GAS_PRICE_WEI,
  MAINNET,
  MAINNET_CONTRACTS,
  MAINNET_TOKENS,
  OPTIMISM,
  OPTIMISM_CONTRACTS,
  OPTIMISM_TOKENS,
  STAKING_REWARDS,
  SUSHI_V2_FACTORY,
  type TokenSpec,
  UNSAFE_TOKENS,
} from './canonical.ts'
import { DEPLOYER, DEV_ACCOUNTS, type DevnetClient, LIQUIDITY_PROVIDER } from './client.ts'
import { coreContractsOf, deployV2, deployV3, placeArtifact } from './deploy.ts'
import { FastGasAggregator } from './generated/contracts.ts'
import { ENS_TOKEN_LIST_FILE, ENS_TOKEN_LIST_NAME, LISTS_DIR, listContenthash } from './listContent.ts'
import { placeContract } from './place.ts'
import { amountForUsd } from './prices.ts'
import { placeEns, registerContenthashName, registerName } from './seed/ens.ts'
import { giveVotes, placeGovernance, seedProposals, UNI } from './seed/governance.ts'
import { type HistoryPool, playHistory } from './seed/history.ts'
import { type AirdropEntry, type AirdropTree, buildAirdropTree } from './seed/merkle.ts'
import { placeStakingRewards, stake } from './seed/staking.ts'
import { addSushiLiquidity, deploySushiFork } from './seed/sushi.ts'
import { approveMax, fund, placeTokens } from './seed/tokens.ts'
import { send } from './seed/tx.ts'
import { placeUnsafeTokens } from './seed/unsafe.ts'
import { addV2Liquidity } from './seed/v2.ts'
import type { V2HistoryPair } from './seed/v2History.ts'
import {
  churn,
  closePosition,
  createPool,
  type FeeTier,
  mintPosition,
  type PoolPlan,
  planRanges,
  type SeededPool,
  sortTokens,
} from './seed/v3.ts'

/** Keys of seeding-only actors, derived from their role so that the state is the same on every build. */
const actor = (role: string): Account =>
  privateKeyToAccount(keccak256(stringToHex(`exchange-devnet:${role}`)))
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
/** Seed of the trading history's pseudo-random sequence (seed/history.ts). */
const HISTORY_SEED = 20_261_126

export interface TokenEntry {
  address: Address
  symbol: string
  name: string
  decimals: number
}

export interface PoolEntry extends SeededPool {
  symbol0: string
  symbol1: string
}

export interface PairEntry {
  address: Address
  symbolA: string
  symbolB: string
}

export interface AddressBook {
  chainId: DevnetChainId
  contracts: Record<string, Address>
  tokens: Record<string, TokenEntry>
  /** The fee-on-transfer token and the token on the unsupported list, by symbol. */
  specialTokens: { feeOnTransfer?: string; unsupported?: string }
  /** Tokens no default list names (mainnet only): the honeypot and the 5% tax token, with their v2 pairs. */
  unsafeTokens?: Record<'honeypot' | 'transferTax', TokenEntry & { pair: Address }>
  v3Pools: PoolEntry[]
  v2Pairs: PairEntry[]
  /** Pairs of the Sushi-style fork (mainnet only), at SushiSwap's factory address. */
  sushiPairs: PairEntry[]
  stakingRewards: Record<string, { address: Address; stakingToken: Address }>
  ens: Record<string, Address>
  /** Seeded positions of development account 0 by kind. */
  account0Positions: { inRange?: string; outOfRange?: string; closed?: string }
  proposals: Record<string, string>
}

export interface ChainBuild {
  addressBook: AddressBook
  airdrop?: AirdropTree
}

const tokenEntry = (token: TokenSpec): TokenEntry => ({
  address: token.address,
  symbol: token.symbol,
  name: token.name,
  decimals: token.decimals,
})

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

async function fundAccounts(client: DevnetClient, tokens: readonly TokenSpec[]) {
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

async function seedPools(
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

function poolEntries(pools: Map<string, SeededPool>, tokens: readonly TokenSpec[]): PoolEntry[] {
  const symbolOf = (address: Address) => tokens.find((token) => token.address === address)?.symbol ?? '?'
  return [...pools.values()].map((pool) => ({
    ...pool,
    symbol0: symbolOf(pool.token0),
    symbol1: symbolOf(pool.token1),
  }))
}

async function approveAll(
  client: DevnetClient,
  owner: Account,
  tokens: readonly TokenSpec[],
  spenders: Address[],
) {
  for (const token of tokens)
    for (const spender of spenders) await approveMax(client, owner, token.address, spender)
}

export async function buildMainnet(client: DevnetClient): Promise<ChainBuild> {
  const C = MAINNET_CONTRACTS
  const T = MAINNET_TOKENS
  const tokens = Object.values(T) as TokenSpec[]
  await client.setBalance({ address: DEPLOYER.address, value: parseEther('1000000') })
  for (const who of [...PROPOSERS, WHALE_FOR, WHALE_AGAINST])
    await client.setBalance({ address: who.address, value: parseEther('100') })

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

  const plans: PoolPlan[] = [
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
  const account0Positions: AddressBook['account0Positions'] = {}
  let closedId = 0n
  const pools = await seedPools(client, MAINNET, plans, async () => {
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
  // The v2 pairs exist before the history, which trades them too.
  const pairPlans: [TokenSpec, TokenSpec, number][] = [
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
  const v2Pairs: PairEntry[] = []
  for (const [a, b, usd] of pairPlans) {
    const address = await addV2Liquidity(client, LIQUIDITY_PROVIDER, a, b, usd / 2)
    v2Pairs.push({ address, symbolA: a.symbol, symbolB: b.symbol })
  }
  const pairOf = (a: string, b: string) =>
    v2Pairs.find((pair) => [pair.symbolA, pair.symbolB].sort().join() === [a, b].sort().join())!.address
  // Four weeks of trading and liquidity changes on the main pools, ending at the seeded prices.
  const historyPool = (
    a: TokenSpec,
    b: TokenSpec,
    fee: FeeTier,
    activity: number,
    swapUsd: [number, number],
  ): HistoryPool => ({ a, b, fee, pool: pools.get(poolKey(a.symbol, b.symbol, fee))!, activity, swapUsd })
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
  // Trading through the main pools gives account 0's in-range position unclaimed fees.
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

  // Voting power: account 0 and 1 can propose; the others hold a little UNI and have not delegated.
  await giveVotes(client, DEPLOYER, account0, UNI(10_000_000))
  await giveVotes(client, DEPLOYER, DEV_ACCOUNTS[1]!, UNI(3_000_000))
  for (const proposer of PROPOSERS) await giveVotes(client, DEPLOYER, proposer, UNI(3_000_000))
  await giveVotes(client, DEPLOYER, WHALE_FOR, UNI(45_000_000))
  await giveVotes(client, DEPLOYER, WHALE_AGAINST, UNI(60_000_000))
  // The treasury, which the circulating supply excludes.
  await send(client, DEPLOYER, {
    address: C.UNI,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [C.Timelock, UNI(400_000_000)],
  })

  const airdrop = buildAirdropTree(airdropEntries())
  await placeDistributor(client, airdrop)

  await placeEns(client, DEPLOYER)
  const ens: Record<string, Address> = {}
  const names = [
    { name: 'alice.eth', owner: account0, avatar: `eip155:1/erc721:${C.NonfungiblePositionManager}/1` },
    { name: 'bob.eth', owner: DEV_ACCOUNTS[1]!, avatar: BOB_AVATAR },
  ]
  for (const plan of names) {
    await registerName(client, DEPLOYER, plan)
    ens[plan.name] = plan.owner.address
  }
  // A token list behind an ENS name, served as IPFS content by the list server. Kept by the deployer, who
  // registers the other names, so that no development account gains a name or a transaction.
  await registerContenthashName(client, DEPLOYER, {
    name: ENS_TOKEN_LIST_NAME,
    contenthash: listContenthash(readFileSync(join(LISTS_DIR, ENS_TOKEN_LIST_FILE))),
  })

  const proposalIds = await seedProposals(client, {
    deployer: DEPLOYER,
    proposers: PROPOSERS,
    whaleFor: WHALE_FOR,
    whaleAgainst: WHALE_AGAINST,
  })

  return {
    addressBook: {
      chainId: MAINNET,
      contracts: { ...C, SushiV2Factory: SUSHI_V2_FACTORY },
      tokens: Object.fromEntries(tokens.map((token) => [token.symbol, tokenEntry(token)])),
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
      proposals: Object.fromEntries(Object.entries(proposalIds).map(([state, id]) => [state, String(id)])),
    },
    airdrop,
  }
}

/** A small generated avatar, so the replica's ENS avatar renders without a network. */
const BOB_AVATAR = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#2172E5"/><circle cx="32" cy="26" r="12" fill="#fff"/><rect x="14" y="42" width="36" height="16" rx="8" fill="#fff"/></svg>',
).toString('base64')}`

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

async function placeDistributor(client: DevnetClient, tree: AirdropTree) {
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
}

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
  const historyPool = (
    a: TokenSpec,
    b: TokenSpec,
    fee: FeeTier,
    activity: number,
    swapUsd: [number, number],
  ): HistoryPool => ({ a, b, fee, pool: pools.get(poolKey(a.symbol, b.symbol, fee))!, activity, swapUsd })
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
      tokens: Object.fromEntries(tokens.map((token) => [token.symbol, tokenEntry(token)])),
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
      tokens: Object.fromEntries(tokens.map((token) => [token.symbol, tokenEntry(token)])),
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
