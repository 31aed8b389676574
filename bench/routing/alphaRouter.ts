import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { MAINNET_CONTRACTS } from '@exchange/devnet'
import { Protocol } from '@uniswap/router-sdk'
import { type ChainId, type Currency, type CurrencyAmount, Percent, type TradeType } from '@uniswap/sdk-core'
import {
  AlphaRouter,
  CachingV3PoolProvider,
  LegacyGasPriceProvider,
  NodeJSCache,
  OnChainQuoteProvider,
  StaticV2SubgraphProvider,
  StaticV3SubgraphProvider,
  StaticV4SubgraphProvider,
  type SwapRoute,
  SwapType,
  UniswapMulticallProvider,
  V3PoolProvider,
  V4PoolProvider,
} from '@uniswap/smart-order-router'
import { BigNumber, providers } from 'ethers'
import NodeCache from 'node-cache'
import { type Abi, encodeDeployData, type Hex } from 'viem'

/**
 * @uniswap/smart-order-router's AlphaRouter against the devnet replica, offline. Its defaults fetch
 * pool lists from IPFS and quote through a QuoterV2 deployment the replica does not have, so:
 * - pool candidates come from the static subgraph providers (pairs of the chain's base tokens and the
 *   trade's tokens, checked on chain), never from the network;
 * - quotes go through the canonical QuoterV2 (0x61fF…) that the replica has, in batches that fit
 *   anvil's eth_call gas cap (its block gas limit) rather than a hosted node's, with the quote
 *   provider's retries and success rate set here;
 * - the gas price is eth_gasPrice (LegacyGasPriceProvider), like our router's;
 * - mixed routes (v2 and v3 pools in one path) are on for mainnet, as our router's: AlphaRouter quotes
 *   them through MixedRouteQuoterV1, which the replica does not have, so installMixedRouteQuoter places
 *   its code (built for the replica's factories and WETH) at the canonical address on this bench's own
 *   devnet. On the layer-2 replicas they stay off (no MixedRouteQuoterV1 placed there; Optimism's
 *   replica has no v2 at all), and there the comparison may flatter us where a mixed route would win;
 * - v4 is left out (protocols v2 and v3 only), as the replica has no v4;
 * - on Optimism, only v3 (the replica has no v2 factory there), and the L1 data fee is zero: anvil has
 *   no GasPriceOracle predeploy, which AlphaRouter asks for it (see installOptimismGasPriceOracle); our
 *   router leaves the L1 fee out as well;
 * - on Arbitrum, the L1 data fee is zero (anvil has no ArbGasInfo precompile), and its interface
 *   multicall is looked for at the address AlphaRouter expects (see installArbitrumMulticall).
 * The rest is AlphaRouter's own default: routing config of the chain (5% steps, up to 7 splits), gas
 * models, token provider over the bundled default list and on-chain reads. ALPHA_ROUTER_CONFIGURATION
 * lists what differs; the routing section prints it with its results and records it in the JSON.
 */
export const ALPHA_ROUTER_CONFIGURATION: readonly { feature: string; on: boolean; why: string }[] = [
  { feature: 'v2 and v3 routes', on: true, why: 'v3 only on Optimism, whose replica has no v2 factory' },
  {
    feature: 'mixed routes (MIXED) on mainnet',
    on: true,
    why: "MixedRouteQuoterV1's code placed at its canonical address on the bench's devnet",
  },
  {
    feature: 'mixed routes (MIXED) on Arbitrum and Optimism',
    on: false,
    why: 'no MixedRouteQuoterV1 placed on those replicas (Optimism has no v2); our router uses mixed routes',
  },
  { feature: 'v4 routes', on: false, why: 'the replica has no v4' },
  {
    feature: 'pool candidates from the subgraph or IPFS',
    on: false,
    why: 'offline: static candidates of base tokens and the trade tokens, checked on chain',
  },
  {
    feature: 'default quote batches and gas limits',
    on: false,
    why: "sized to anvil's eth_call gas cap, quoting through the canonical QuoterV2",
  },
  {
    feature: 'L1 data fee on Optimism and Arbitrum',
    on: false,
    why: 'anvil has no fee oracle: priced 0, as by our router',
  },
  { feature: "the chain's default routing config (5% steps, up to 7 splits)", on: true, why: 'unchanged' },
]

/** The configuration as lines for the console, one per feature. */
export function describeAlphaRouterConfiguration(): string[] {
  return ALPHA_ROUTER_CONFIGURATION.map(
    (entry) => `  AlphaRouter ${entry.on ? 'ON ' : 'OFF'} ${entry.feature}: ${entry.why}`,
  )
}

export function devnetAlphaRouter(chainId: ChainId, url: string) {
  const provider = new providers.StaticJsonRpcProvider(url, chainId)
  const multicall = new UniswapMulticallProvider(chainId, provider, 375_000)
  const v3PoolProvider = new CachingV3PoolProvider(
    chainId,
    new V3PoolProvider(chainId, multicall),
    new NodeJSCache(new NodeCache({ stdTTL: 360, useClones: false })),
  )
  const onChainQuoteProvider = new OnChainQuoteProvider(
    chainId,
    provider,
    multicall,
    { retries: 2, minTimeout: 100, maxTimeout: 1000 },
    // Chunks sized to anvil's eth_call gas cap (its block gas limit), not a hosted node's.
    () => ({ multicallChunk: 25, gasLimitPerCall: 1_000_000, quoteMinSuccessRate: 0.15 }),
    () => ({ gasLimitOverride: 3_000_000, multicallChunk: 8 }),
    () => ({ gasLimitOverride: 2_000_000, multicallChunk: 12 }),
    () => ({ baseBlockOffset: 0, rollback: { enabled: false } }),
    (useMixedRouteQuoter) =>
      useMixedRouteQuoter ? MIXED_ROUTE_QUOTER_V1 : '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
  )
  const router = new AlphaRouter({
    chainId,
    provider,
    multicall2Provider: multicall,
    v3PoolProvider,
    onChainQuoteProvider,
    v2SubgraphProvider: new StaticV2SubgraphProvider(chainId),
    v3SubgraphProvider: new StaticV3SubgraphProvider(chainId, v3PoolProvider),
    v4SubgraphProvider: new StaticV4SubgraphProvider(chainId, new V4PoolProvider(chainId, multicall)),
    gasPriceProvider: new LegacyGasPriceProvider(provider),
    // anvil is no Arbitrum node: there is no ArbGasInfo precompile and no L1 data fee to price.
    arbitrumGasDataProvider: {
      getGasData: async () => ({
        perL2TxFee: BigNumber.from(0),
        perL1CalldataFee: BigNumber.from(0),
        perArbGasTotal: BigNumber.from(1),
      }),
    },
    v4Supported: [],
    mixedSupported: chainId === 1 ? [chainId] : [],
  })
  return {
    route(
      amount: CurrencyAmount<Currency>,
      quoteCurrency: Currency,
      tradeType: TradeType,
      swap?: { recipient: string; slippageBips: number; deadline: number },
    ): Promise<SwapRoute | null> {
      return router.route(
        amount,
        quoteCurrency,
        tradeType,
        swap
          ? {
              type: SwapType.SWAP_ROUTER_02,
              recipient: swap.recipient,
              slippageTolerance: new Percent(swap.slippageBips, 10_000),
              deadline: swap.deadline,
            }
          : undefined,
        // Optimism had no v2: sdk-core's later v2 factory there has no code on the replica. Mixed routes
        // where MixedRouteQuoterV1 is placed (installMixedRouteQuoter): mainnet.
        {
          protocols:
            chainId === 10
              ? [Protocol.V3]
              : chainId === 1
                ? [Protocol.V2, Protocol.V3, Protocol.MIXED]
                : [Protocol.V2, Protocol.V3],
        },
      )
    },
  }
}

/** MixedRouteQuoterV1 where mainnet has it (sdk-core's mixedRouteQuoterV1Address), which AlphaRouter quotes mixed routes with. */
export const MIXED_ROUTE_QUOTER_V1 = '0x84E44095eeBfEC7793Cd7d5b57B7e401D7f1cA2E'

/**
 * The mainnet replica has no MixedRouteQuoterV1. Its creation code from @uniswap/swap-router-contracts,
 * with the replica's v3 factory, v2 factory and WETH9 (the canonical addresses), is run by eth_call, which
 * answers the runtime code (immutables included) without a transaction; that code is set at the canonical
 * address (on this bench's own devnet only; the snapshot is unchanged). The contract is stateless.
 */
export async function installMixedRouteQuoter(client: {
  call(args: { data: `0x${string}` }): Promise<{ data?: `0x${string}` }>
  getCode(args: { address: `0x${string}` }): Promise<`0x${string}` | undefined>
  setCode(args: { address: `0x${string}`; bytecode: `0x${string}` }): Promise<void>
}) {
  if (await client.getCode({ address: MIXED_ROUTE_QUOTER_V1 })) return
  const artifact = JSON.parse(
    await readFile(
      createRequire(import.meta.url).resolve(
        '@uniswap/swap-router-contracts/artifacts/contracts/lens/MixedRouteQuoterV1.sol/MixedRouteQuoterV1.json',
      ),
      'utf8',
    ),
  ) as { abi: Abi; bytecode: Hex }
  const data = encodeDeployData({
    abi: artifact.abi,
    bytecode: artifact.bytecode,
    args: [MAINNET_CONTRACTS.UniswapV3Factory, MAINNET_CONTRACTS.UniswapV2Factory, MAINNET_CONTRACTS.WETH9],
  })
  const { data: code } = await client.call({ data })
  if (!code || code === '0x') throw new Error('MixedRouteQuoterV1: its creation code returned no code')
  await client.setCode({ address: MIXED_ROUTE_QUOTER_V1, bytecode: code })
}

/**
 * AlphaRouter calls UniswapInterfaceMulticall at 0x1F98…F984 on every chain; the Arbitrum replica has
 * it where Arbitrum One has it (0xadF8…06dB). The contract is stateless: copy its code over (on this
 * bench's own devnet only).
 */
export async function installArbitrumMulticall(client: {
  getCode(args: { address: `0x${string}` }): Promise<`0x${string}` | undefined>
  setCode(args: { address: `0x${string}`; bytecode: `0x${string}` }): Promise<void>
}) {
  const code = await client.getCode({ address: '0xadF885960B47eA2CD9B55E6DAc6B42b7Cb2806dB' })
  if (code) await client.setCode({ address: '0x1F98415757620B543A52E61c46B32eB19261F984', bytecode: code })
}

/** Optimism's GasPriceOracle predeploy, whose getL1Fee(bytes) AlphaRouter reads for every route there. */
const OPTIMISM_GAS_PRICE_ORACLE = '0x420000000000000000000000000000000000000F'

/**
 * The Optimism replica is plain anvil: no GasPriceOracle predeploy, so AlphaRouter's getL1Fee call reverts
 * and it finds no route at all. Code that answers every call with a zero word (PUSH1 32, PUSH1 0, RETURN)
 * stands in for it, a zero L1 fee, as on the Arbitrum replica (on this bench's own devnet only).
 */
export async function installOptimismGasPriceOracle(client: {
  getCode(args: { address: `0x${string}` }): Promise<`0x${string}` | undefined>
  setCode(args: { address: `0x${string}`; bytecode: `0x${string}` }): Promise<void>
}) {
  if (await client.getCode({ address: OPTIMISM_GAS_PRICE_ORACLE })) return
  await client.setCode({ address: OPTIMISM_GAS_PRICE_ORACLE, bytecode: '0x60206000f3' })
}
