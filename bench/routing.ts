import { spawn } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { resolve } from 'node:path'
import {
  ARBITRUM_ONE,
  ARBITRUM_TOKENS,
  devAccount,
  devnetClient,
  freePort,
  MAINNET,
  MAINNET_CONTRACTS,
  MAINNET_TOKENS,
  startDevnet,
} from '@exchange/devnet'
import {
  type Address,
  loadPoolSnapshot,
  NATIVE,
  type PoolSnapshot,
  quoteRoute,
  type Route,
  routeGasUnits,
  type TradeRequest,
  tradeRoutes,
} from '@exchange/router'
import { Protocol } from '@uniswap/router-sdk'
import {
  type ChainId,
  type Currency,
  CurrencyAmount,
  Ether,
  Percent,
  Token,
  TradeType,
} from '@uniswap/sdk-core'
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
import autocannon from 'autocannon'
import { BigNumber, providers } from 'ethers'
import NodeCache from 'node-cache'
import { erc20Abi, type Hex, maxUint256, parseAbi, parseUnits } from 'viem'

/**
 * @uniswap/smart-order-router's AlphaRouter against the devnet replica, offline. Its defaults fetch
 * pool lists from IPFS and quote through a QuoterV2 deployment the replica does not have, so:
 * - pool candidates come from the static subgraph providers (pairs of the chain's base tokens and the
 *   trade's tokens, checked on chain), never from the network;
 * - quotes go through the canonical QuoterV2 (0x61fF…) that the replica has, in batches that fit
 *   anvil's eth_call gas cap (its block gas limit) rather than a hosted node's;
 * - the gas price is eth_gasPrice (LegacyGasPriceProvider), like our router's;
 * - v4 is left out (protocols v2 and v3 only), as the replica has no v4;
 * - on Arbitrum, the L1 data fee is zero (anvil has no ArbGasInfo precompile), and its interface
 *   multicall is looked for at the address AlphaRouter expects (see installArbitrumMulticall).
 * Everything else is AlphaRouter's own default: routing config of the chain (5% steps, up to 7
 * splits), gas models, token provider over the bundled default list and on-chain reads.
 */
function devnetAlphaRouter(chainId: ChainId, url: string) {
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
    () => '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
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
    mixedSupported: [],
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
        { protocols: [Protocol.V2, Protocol.V3] },
      )
    },
  }
}

/**
 * AlphaRouter calls UniswapInterfaceMulticall at 0x1F98…F984 on every chain; the Arbitrum replica has
 * it where Arbitrum One has it (0xadF8…06dB). The contract is stateless: copy its code over (on this
 * bench's own devnet only).
 */
async function installArbitrumMulticall(client: {
  getCode(args: { address: `0x${string}` }): Promise<`0x${string}` | undefined>
  setCode(args: { address: `0x${string}`; bytecode: `0x${string}` }): Promise<void>
}) {
  const code = await client.getCode({ address: '0xadF885960B47eA2CD9B55E6DAc6B42b7Cb2806dB' })
  if (code) await client.setCode({ address: '0x1F98415757620B543A52E61c46B32eB19261F984', bytecode: code })
}

/**
 * An open-loop load generator, run in a process of its own so that the bench's own work does not
 * delay it: request i is sent at start + i/rate through node:http with keep-alive, and its latency
 * counts from that scheduled time (so a late send counts against the API, not for it).
 */
const PACED_LOAD = `
const http = require('node:http')
let input = ''
process.stdin.on('data', (chunk) => (input += chunk))
process.stdin.on('end', async () => {
  const { url, rate, paths } = JSON.parse(input)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const latencies = []
  const inServer = []
  let failures = 0
  let done = 0
  const start = performance.now()
  await new Promise((resolve) => {
    const finish = () => { if (++done === paths.length) resolve() }
    paths.forEach((path, i) => {
      const at = start + (i * 1000) / rate
      setTimeout(() => {
        const request = http.get(url + path, { agent }, (response) => {
          response.resume()
          response.on('end', () => {
            latencies.push(performance.now() - at)
            const timing = /dur=([\\d.]+)/.exec(response.headers['server-timing'] || '')
            if (timing) inServer.push(Number(timing[1]))
            if (response.statusCode !== 200) failures++
            finish()
          })
        })
        request.on('error', () => { failures++; finish() })
      }, Math.max(0, at - performance.now()))
    })
  })
  agent.destroy()
  process.stdout.write(JSON.stringify({ latencies, inServer, failures, seconds: (performance.now() - start) / 1000 }))
})
`

/**
 * The routing section: our router (through the quote API) against @uniswap/smart-order-router's
 * AlphaRouter on the same devnet replica, trade by trade, and against an upper bound from a fine
 * split search; the quote API's latency against AlphaRouter's; and the API's sustained throughput.
 *
 * Outputs (exact in) and inputs (exact out) are measured by executing each router's own SwapRouter02
 * calldata on the devnet from the same state (evm_snapshot / evm_revert around each), so a quote
 * that the chain does not honour (e.g. a fee on transfer the router ignored) counts as what it
 * delivers. Ratios are ours against theirs, oriented so that above 1 means ours is better.
 */

type Chain = typeof MAINNET | typeof ARBITRUM_ONE
type Tag =
  | 'small'
  | 'medium'
  | 'large'
  | 'direct'
  | 'multi-hop'
  | 'split'
  | 'native'
  | 'fee-on-transfer'
  | 'l2'

interface TradeSpec {
  chain: Chain
  /** Token symbols; ETH is the native coin. */
  tokenIn: string
  tokenOut: string
  /** Whole tokens of the specified side (input for exactIn, output for exactOut). */
  amount: string
  type: 'exactIn' | 'exactOut'
  tags: Tag[]
}

const t = (
  tokenIn: string,
  tokenOut: string,
  amount: string,
  type: 'exactIn' | 'exactOut',
  tags: Tag[],
  chain: Chain = MAINNET,
): TradeSpec => ({ chain, tokenIn, tokenOut, amount, type, tags })

/** The fixed trade set: 44 trades. "split" marks the split-worthy large trades. */
const TRADES: TradeSpec[] = [
  t('ETH', 'USDC', '0.1', 'exactIn', ['small', 'direct', 'native']),
  t('ETH', 'USDC', '10', 'exactIn', ['medium', 'direct', 'native']),
  t('ETH', 'USDC', '300', 'exactIn', ['large', 'native']),
  t('ETH', 'USDC', '800', 'exactIn', ['large', 'native']),
  t('ETH', 'USDC', '1500', 'exactIn', ['large', 'split', 'native']),
  t('ETH', 'USDC', '2500', 'exactIn', ['large', 'split', 'native']),
  t('USDC', 'ETH', '1000', 'exactIn', ['small', 'direct', 'native']),
  t('USDC', 'ETH', '500000', 'exactIn', ['medium', 'native']),
  t('USDC', 'ETH', '5000000', 'exactIn', ['large', 'split', 'native']),
  t('WETH', 'USDT', '50', 'exactIn', ['medium', 'direct']),
  t('USDT', 'WETH', '200000', 'exactIn', ['medium', 'direct']),
  t('WETH', 'DAI', '100', 'exactIn', ['medium', 'direct']),
  t('DAI', 'WETH', '3000000', 'exactIn', ['large', 'split']),
  t('WBTC', 'USDC', '1', 'exactIn', ['medium', 'multi-hop']),
  t('USDC', 'WBTC', '250000', 'exactIn', ['medium', 'multi-hop']),
  t('WBTC', 'ETH', '5', 'exactIn', ['medium', 'direct', 'native']),
  t('ETH', 'WBTC', '300', 'exactIn', ['large', 'native']),
  t('UNI', 'USDC', '10000', 'exactIn', ['medium', 'multi-hop']),
  t('USDC', 'UNI', '50000', 'exactIn', ['medium', 'multi-hop']),
  t('LINK', 'DAI', '2000', 'exactIn', ['medium', 'multi-hop']),
  t('ETH', 'LINK', '20', 'exactIn', ['medium', 'direct', 'native']),
  t('USDC', 'USDT', '100000', 'exactIn', ['medium', 'direct']),
  t('DAI', 'USDC', '1000000', 'exactIn', ['large', 'direct']),
  t('USDT', 'DAI', '250000', 'exactIn', ['medium', 'multi-hop']),
  t('PAXG', 'ETH', '2', 'exactIn', ['small', 'fee-on-transfer', 'native']),
  t('ETH', 'PAXG', '5', 'exactIn', ['small', 'fee-on-transfer', 'native']),
  t('PAXG', 'USDC', '3', 'exactIn', ['small', 'fee-on-transfer', 'multi-hop']),
  t('USDC', 'PAXG', '6000', 'exactIn', ['small', 'fee-on-transfer', 'multi-hop']),
  t('ETH', 'USDC', '3000', 'exactOut', ['small', 'direct', 'native']),
  t('ETH', 'USDC', '1000000', 'exactOut', ['large', 'native']),
  t('ETH', 'USDC', '4000000', 'exactOut', ['large', 'split', 'native']),
  t('USDC', 'ETH', '1', 'exactOut', ['small', 'direct', 'native']),
  t('USDC', 'ETH', '1500', 'exactOut', ['large', 'split', 'native']),
  t('DAI', 'WETH', '50', 'exactOut', ['medium', 'direct']),
  t('USDC', 'WBTC', '2', 'exactOut', ['medium', 'multi-hop']),
  t('WBTC', 'USDC', '100000', 'exactOut', ['medium', 'multi-hop']),
  t('UNI', 'WETH', '10', 'exactOut', ['medium', 'direct']),
  t('USDC', 'DAI', '500000', 'exactOut', ['medium', 'direct']),
  t('USDT', 'USDC', '2000000', 'exactOut', ['large', 'direct']),
  t('USDC', 'PAXG', '2', 'exactOut', ['small', 'fee-on-transfer', 'multi-hop']),
  t('ETH', 'USDC', '10', 'exactIn', ['medium', 'direct', 'native', 'l2'], ARBITRUM_ONE),
  t('USDC', 'ETH', '50000', 'exactIn', ['medium', 'direct', 'native', 'l2'], ARBITRUM_ONE),
  t('USDT', 'LINK', '5000', 'exactIn', ['medium', 'multi-hop', 'l2'], ARBITRUM_ONE),
  t('ETH', 'USDC', '100000', 'exactOut', ['medium', 'direct', 'native', 'l2'], ARBITRUM_ONE),
]

const TOKENS: Record<Chain, Record<string, { address: Address; decimals: number; symbol: string }>> = {
  [MAINNET]: MAINNET_TOKENS,
  [ARBITRUM_ONE]: ARBITRUM_TOKENS,
}
const SWAP_ROUTER_02 = MAINNET_CONTRACTS.SwapRouter02
const SLIPPAGE_BIPS = 50

const ownerAbi = parseAbi([
  'function owner() view returns (address)',
  'function mint(address to, uint256 amount)',
])
const wethAbi = parseAbi(['function deposit() payable'])

interface Measured {
  /** What the trader paid and received, from balances. */
  paid: bigint
  received: bigint
  ok: boolean
}

interface Row {
  spec: TradeSpec
  label: string
  ours?: { quote: bigint; net: number; routes: number; calldata: { calldata: Hex; value: bigint } }
  theirs?: { quote: bigint; routes: number; calldata?: { calldata: Hex; value: bigint }; ms: number }
  bound?: { value: bigint; net: number }
  oursExecuted?: Measured
  theirsExecuted?: Measured
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

function tokenOf(spec: TradeSpec, symbol: string) {
  const symbolOrWrapped = symbol === 'ETH' ? 'WETH' : symbol
  const token = TOKENS[spec.chain][symbolOrWrapped]
  if (!token) throw new Error(`no ${symbol} on ${spec.chain}`)
  return token
}

const specifiedToken = (spec: TradeSpec) =>
  tokenOf(spec, spec.type === 'exactIn' ? spec.tokenIn : spec.tokenOut)
const rawAmount = (spec: TradeSpec) => parseUnits(spec.amount, specifiedToken(spec).decimals)

function apiQuery(spec: TradeSpec, amount: bigint, recipient?: Address) {
  const query = new URLSearchParams({
    tokenInAddress: spec.tokenIn === 'ETH' ? 'ETH' : tokenOf(spec, spec.tokenIn).address,
    tokenInChainId: String(spec.chain),
    tokenOutAddress: spec.tokenOut === 'ETH' ? 'ETH' : tokenOf(spec, spec.tokenOut).address,
    tokenOutChainId: String(spec.chain),
    amount: amount.toString(),
    type: spec.type,
  })
  if (recipient) {
    query.set('recipient', recipient)
    query.set('slippageTolerance', String(SLIPPAGE_BIPS / 100))
    query.set('deadline', '3600')
  }
  return `/v1/quote?${query}`
}

/**
 * Reference from a fine split search: every division of the amount in 0.5% steps among up to four
 * pool-disjoint routes, each part quoted exactly, net of the spec's gas estimate, best by dynamic
 * programming. The four routes are the best such set among the twelve routes that are best alone
 * (for the whole amount, or a quarter of it where none can fill it alone) or for a tenth of it.
 */
function fineSplitBound(
  snapshot: PoolSnapshot,
  request: TradeRequest,
  gasQuotePerUnit: number,
): { value: bigint; net: number } | undefined {
  const exactIn = request.tradeType === 'exactIn'
  const routes = tradeRoutes(snapshot, request)
  const fees = snapshot.transferFees
  const rank = (amount: bigint) =>
    routes
      .map((route) => ({ route, quote: quoteRoute(route, amount, request.tradeType, fees) }))
      .filter((entry) => entry.quote)
      .sort((a, b) => {
        const [x, y] = exactIn
          ? [b.quote!.amountOut, a.quote!.amountOut]
          : [a.quote!.amountIn, b.quote!.amountIn]
        return x > y ? 1 : x < y ? -1 : 0
      })
      .map((entry) => entry.route)
  let whole = rank(request.amount)
  if (whole.length === 0) whole = rank(request.amount / 4n)
  const candidates: Route[] = []
  for (const route of [...whole.slice(0, 6), ...rank(request.amount / 10n).slice(0, 6)]) {
    if (!candidates.includes(route)) candidates.push(route)
  }
  if (candidates.length === 0) return undefined
  const steps = 200
  const NONE = Number.NEGATIVE_INFINITY
  type Cell = { net: number; raw: bigint }
  // curve[k]: k steps on the route, as output (exact in) or minus input (exact out), net of its gas.
  const curves: Cell[][] = candidates.map((route) => {
    const gas = Number(routeGasUnits(route)) * gasQuotePerUnit
    return Array.from({ length: steps + 1 }, (_, k) => {
      if (k === 0) return { net: 0, raw: 0n }
      const quote = quoteRoute(route, (request.amount * BigInt(k)) / BigInt(steps), request.tradeType, fees)
      if (!quote) return { net: NONE, raw: 0n }
      const raw = exactIn ? quote.amountOut : quote.amountIn
      return { net: (exactIn ? Number(raw) : -Number(raw)) - gas, raw }
    })
  })
  const disjoint = (a: Route, b: Route) =>
    !a.pools.some((pool) => b.pools.some((p) => p.address === pool.address))
  let best: Cell = { net: NONE, raw: 0n }
  const extend = (dp: Cell[], members: number[], next: number) => {
    if (members.length > 0 && dp[steps]!.net > best.net) best = dp[steps]!
    if (members.length === 4) return
    for (let c = next; c < candidates.length; c++) {
      if (!members.every((m) => disjoint(candidates[m]!, candidates[c]!))) continue
      const curve = curves[c]!
      const grown: Cell[] = dp.map(() => ({ net: NONE, raw: 0n }))
      for (let total = 0; total <= steps; total++) {
        for (let k = 0; k <= total; k++) {
          const net = dp[total - k]!.net + curve[k]!.net
          if (net > grown[total]!.net) grown[total] = { net, raw: dp[total - k]!.raw + curve[k]!.raw }
        }
      }
      extend(grown, [...members, c], c + 1)
    }
  }
  extend(
    Array.from({ length: steps + 1 }, (_, k) => ({ net: k === 0 ? 0 : NONE, raw: 0n })),
    [],
    0,
  )
  return best.net === NONE ? undefined : { value: best.raw, net: best.net }
}

export async function benchRouting() {
  console.log('routing: our router (quote API) against AlphaRouter on the devnet replica')
  const devnet = await startDevnet({ l1Port: 0, l2Port: 0 })
  const clients = {
    [MAINNET]: devnetClient(MAINNET, devnet.chains[MAINNET]!.url),
    [ARBITRUM_ONE]: devnetClient(ARBITRUM_ONE, devnet.chains[ARBITRUM_ONE]!.url),
  }
  const trader = devAccount(9)
  let api: ReturnType<typeof spawn> | undefined
  try {
    // Fund the trader on both chains: ETH, WETH, and every token by its owner's mint (UNI by a holder).
    for (const chain of [MAINNET, ARBITRUM_ONE] as const) {
      const client = clients[chain]
      await client.setBalance({ address: trader.address, value: 10n ** 30n })
      const send = async (hash: Hex) => {
        const receipt = await client.waitForTransactionReceipt({ hash })
        if (receipt.status !== 'success') throw new Error('funding failed')
      }
      await send(
        await client.writeContract({
          account: trader,
          chain: client.chain,
          address: TOKENS[chain].WETH!.address,
          abi: wethAbi,
          functionName: 'deposit',
          value: 50_000n * 10n ** 18n,
        }),
      )
      for (const [symbol, token] of Object.entries(TOKENS[chain])) {
        if (symbol === 'WETH' || symbol === 'mAAPL') continue
        const amount = parseUnits(symbol === 'WBTC' ? '5000' : '100000000', token.decimals)
        let from: Address
        try {
          from = await client.readContract({ address: token.address, abi: ownerAbi, functionName: 'owner' })
        } catch {
          from = MAINNET_CONTRACTS.MerkleDistributor
        }
        await client.impersonateAccount({ address: from })
        await client.setBalance({ address: from, value: 10n ** 20n })
        try {
          await send(
            await client.writeContract({
              account: from,
              chain: client.chain,
              address: token.address,
              abi: ownerAbi,
              functionName: 'mint',
              args: [trader.address, amount],
            }),
          )
        } catch {
          // UNI has no owner mint: a holder (the airdrop distributor) sends some instead.
          const balance = await client.readContract({
            address: token.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [from],
          })
          await send(
            await client.writeContract({
              account: from,
              chain: client.chain,
              address: token.address,
              abi: erc20Abi,
              functionName: 'transfer',
              args: [trader.address, balance / 2n],
            }),
          )
        }
        await client.stopImpersonatingAccount({ address: from })
      }
      for (const token of Object.values(TOKENS[chain])) {
        await send(
          await client.writeContract({
            account: trader,
            chain: client.chain,
            address: token.address,
            abi: erc20Abi,
            functionName: 'approve',
            args: [SWAP_ROUTER_02, maxUint256],
          }),
        )
      }
    }

    // The quote API in its own process, as deployed (one instance).
    const port = await freePort()
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('RPC_URL_')),
    )
    api = spawn(process.execPath, ['--import', 'tsx', resolve('services/quote-api/src/main.ts')], {
      env: {
        ...env,
        QUOTE_API_PORT: String(port),
        RPC_URL_1: devnet.chains[MAINNET]!.url,
        RPC_URL_42161: devnet.chains[ARBITRUM_ONE]!.url,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    const apiUrl = `http://127.0.0.1:${port}`
    for (let i = 0; ; i++) {
      const ready = await fetch(`${apiUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
      if (ready) break
      if (i > 200) throw new Error('the quote API did not start')
      await new Promise((done) => setTimeout(done, 100))
    }
    await installArbitrumMulticall(clients[ARBITRUM_ONE])
    const alpha = {
      [MAINNET]: devnetAlphaRouter(MAINNET, devnet.chains[MAINNET]!.url),
      [ARBITRUM_ONE]: devnetAlphaRouter(ARBITRUM_ONE, devnet.chains[ARBITRUM_ONE]!.url),
    }
    const currency = (spec: TradeSpec, symbol: string): Currency => {
      if (symbol === 'ETH') return Ether.onChain(spec.chain)
      const token = tokenOf(spec, symbol)
      return new Token(spec.chain, token.address, token.decimals, token.symbol)
    }
    const deadline = Math.floor(Date.now() / 1000) + 7200

    // 1. Quotes from both routers on the same state, and the fine-split bound.
    const rows: Row[] = []
    for (const spec of TRADES) {
      const label = `${spec.type === 'exactIn' ? 'in ' : 'out'} ${spec.amount} ${spec.type === 'exactIn' ? spec.tokenIn : spec.tokenOut} ${spec.tokenIn}>${spec.tokenOut}${spec.chain === ARBITRUM_ONE ? ' (arb)' : ''}`
      const row: Row = { spec, label }
      rows.push(row)
      const amount = rawAmount(spec)
      const response = await fetch(`${apiUrl}${apiQuery(spec, amount, trader.address)}`)
      const body = (await response.json()) as {
        quote: string
        quoteGasAdjusted: string
        gasUseEstimate: string
        gasUseEstimateQuote: string
        blockNumber: string
        route: unknown[]
        methodParameters: { calldata: Hex; value: Hex }
      }
      if (response.ok) {
        row.ours = {
          quote: BigInt(body.quote),
          net: Number(body.quoteGasAdjusted),
          routes: body.route.length,
          calldata: { calldata: body.methodParameters.calldata, value: BigInt(body.methodParameters.value) },
        }
        const tokenIn = spec.tokenIn === 'ETH' ? NATIVE : tokenOf(spec, spec.tokenIn).address
        const tokenOut = spec.tokenOut === 'ETH' ? NATIVE : tokenOf(spec, spec.tokenOut).address
        const snapshot = await loadPoolSnapshot(clients[spec.chain], {
          chainId: spec.chain,
          tokens: [tokenOf(spec, spec.tokenIn).address, tokenOf(spec, spec.tokenOut).address],
          blockNumber: BigInt(body.blockNumber),
        })
        const gasQuotePerUnit = Number(body.gasUseEstimateQuote) / Number(body.gasUseEstimate)
        row.bound = fineSplitBound(
          snapshot,
          { tokenIn, tokenOut, amount, tradeType: spec.type },
          gasQuotePerUnit,
        )
      }
      const started = performance.now()
      const theirs = await alpha[spec.chain]
        .route(
          CurrencyAmount.fromRawAmount(
            currency(spec, spec.type === 'exactIn' ? spec.tokenIn : spec.tokenOut),
            amount.toString(),
          ),
          currency(spec, spec.type === 'exactIn' ? spec.tokenOut : spec.tokenIn),
          spec.type === 'exactIn' ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT,
          { recipient: trader.address, slippageBips: SLIPPAGE_BIPS, deadline },
        )
        .catch(() => null)
      const ms = performance.now() - started
      if (theirs) {
        row.theirs = {
          quote: BigInt(theirs.quote.quotient.toString()),
          routes: theirs.route.length,
          ms,
          ...(theirs.methodParameters
            ? {
                calldata: {
                  calldata: theirs.methodParameters.calldata as Hex,
                  value: BigInt(theirs.methodParameters.value),
                },
              }
            : {}),
        }
      }
    }

    // 2. Both routers' calldata executed on the same state.
    const execute = async (spec: TradeSpec, call: { calldata: Hex; value: bigint }): Promise<Measured> => {
      const client = clients[spec.chain]
      const inToken = spec.tokenIn === 'ETH' ? undefined : tokenOf(spec, spec.tokenIn).address
      const outToken = spec.tokenOut === 'ETH' ? undefined : tokenOf(spec, spec.tokenOut).address
      const balance = (token: Address | undefined) =>
        token
          ? client.readContract({
              address: token,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [trader.address],
            })
          : client.getBalance({ address: trader.address })
      const id = await client.snapshot()
      try {
        const [inBefore, outBefore] = [await balance(inToken), await balance(outToken)]
        const hash = await client.sendTransaction({
          account: trader,
          chain: client.chain,
          to: SWAP_ROUTER_02,
          data: call.calldata,
          value: call.value,
          gas: 10_000_000n,
        })
        const receipt = await client.waitForTransactionReceipt({ hash })
        const gas = receipt.gasUsed * receipt.effectiveGasPrice
        const paid = inBefore - (await balance(inToken)) - (inToken ? 0n : gas)
        const received = (await balance(outToken)) - outBefore + (outToken ? 0n : gas)
        return { paid, received, ok: receipt.status === 'success' }
      } finally {
        await client.revert({ id })
      }
    }
    for (const row of rows) {
      if (row.ours) row.oursExecuted = await execute(row.spec, row.ours.calldata)
      if (row.theirs?.calldata) row.theirsExecuted = await execute(row.spec, row.theirs.calldata)
    }

    // 3. Latency, warm: the API's pool state is loaded; each request has a fresh amount so that the
    //    route is computed, not served from the per-block answer cache. AlphaRouter: a second run of
    //    each trade (its pool and token caches warm).
    // The executions above moved the chains forward and back: let the API settle on their blocks.
    for (const chain of [MAINNET, ARBITRUM_ONE] as const) {
      const latest = (await clients[chain].getBlockNumber({ cacheTime: 0 })).toString()
      for (let i = 0; i < 100; i++) {
        const health = (await (await fetch(`${apiUrl}/healthz`)).json()) as {
          chains: Record<string, { blockNumber: string }>
        }
        if (health.chains[chain]?.blockNumber === latest) break
        await new Promise((done) => setTimeout(done, 100))
      }
    }
    const ourLatencies: number[] = []
    for (let round = 0; round <= 5; round++) {
      for (const row of rows) {
        const started = performance.now()
        await fetch(`${apiUrl}${apiQuery(row.spec, rawAmount(row.spec) + BigInt(round))}`).then((r) =>
          r.arrayBuffer(),
        )
        // Round 0 warms up (state reloaded after the executions); rounds 1-5 are timed.
        if (round > 0) ourLatencies.push(performance.now() - started)
      }
    }
    const theirLatencies: number[] = []
    for (const row of rows) {
      const spec = row.spec
      const started = performance.now()
      await alpha[spec.chain]
        .route(
          CurrencyAmount.fromRawAmount(
            currency(spec, spec.type === 'exactIn' ? spec.tokenIn : spec.tokenOut),
            (rawAmount(spec) + 7n).toString(),
          ),
          currency(spec, spec.type === 'exactIn' ? spec.tokenOut : spec.tokenIn),
          spec.type === 'exactIn' ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT,
        )
        .catch(() => null)
      theirLatencies.push(performance.now() - started)
    }

    // 4. Load on one instance over loopback, every request with a distinct amount (so each is routed,
    //    not answered from the per-block cache): evenly paced at 200 per second, latency counted from
    //    each request's scheduled time (autocannon's own rate limit sends each second's quota in one
    //    burst, which measures the burst, not the rate); then autocannon as fast as it goes, distinct
    //    and repeated requests (the cache answers those).
    let counter = 0
    const nextPath = (distinct: boolean) => {
      const row = rows[counter % rows.length]!
      const bump = distinct ? BigInt(1000 + Math.floor(counter / rows.length)) : 0n
      counter++
      return apiQuery(row.spec, rawAmount(row.spec) + bump)
    }
    const paced = async (rate: number, seconds: number) => {
      const paths = Array.from({ length: rate * seconds }, () => nextPath(true))
      const child = spawn(process.execPath, ['--input-type=commonjs', '-e', PACED_LOAD], {
        stdio: ['pipe', 'pipe', 'inherit'],
      })
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
      })
      const finished = new Promise<void>((done) => child.on('close', () => done()))
      child.stdin.end(JSON.stringify({ url: apiUrl, rate, paths }))
      await finished
      const result = JSON.parse(output) as {
        latencies: number[]
        inServer: number[]
        failures: number
        seconds: number
      }
      return {
        rate: result.latencies.length / result.seconds,
        p50: percentile(result.latencies, 50),
        p99: percentile(result.latencies, 99),
        serverP50: percentile(result.inServer, 50),
        serverP99: percentile(result.inServer, 99),
        failures: result.failures,
      }
    }
    const loadBefore = loadavg()[0]!
    const sustained = await paced(200, 10)
    const load = (distinct: boolean) =>
      autocannon({
        url: apiUrl,
        connections: 8,
        duration: 10,
        requests: [{ setupRequest: (request) => ({ ...request, path: nextPath(distinct) }) }],
      })
    const saturated = await load(true)
    const repeated = await load(false)

    // Report.
    // Ours over theirs, measured on chain: output for the same input (exact in), input for the same
    // output (exact out). A router whose exact-output calldata delivered less than asked (a fee on
    // transfer it did not know of) did not do the trade: that row is not comparable.
    const shortOf = (row: Row) =>
      row.spec.type === 'exactOut' &&
      !!row.theirsExecuted &&
      row.theirsExecuted.received < rawAmount(row.spec)
    const ratioOf = (row: Row) => {
      const ours = row.oursExecuted
      const theirs = row.theirsExecuted
      if (!ours?.ok || !theirs?.ok || shortOf(row)) return undefined
      return row.spec.type === 'exactIn'
        ? Number(ours.received) / Number(theirs.received)
        : Number(theirs.paid) / Number(ours.paid)
    }
    const boundRatioOf = (row: Row) => {
      if (!row.ours || !row.bound) return undefined
      return row.spec.type === 'exactIn' ? row.ours.net / row.bound.net : row.bound.net / -row.ours.net
    }
    const fmt = (value: number | undefined, digits = 5) =>
      value === undefined ? 'n/a' : value.toFixed(digits)
    console.log('')
    console.log(
      `  ${'trade'.padEnd(34)} ${'tags'.padEnd(38)} ${'routes'.padStart(6)} ${'vs Alpha'.padStart(9)} ${'vs bound'.padStart(9)}  exact`,
    )
    let exactCount = 0
    for (const row of rows) {
      const exact =
        row.ours && row.oursExecuted
          ? row.spec.type === 'exactIn'
            ? row.oursExecuted.received === row.ours.quote
            : row.oursExecuted.paid === row.ours.quote && row.oursExecuted.received >= rawAmount(row.spec)
          : false
      if (exact) exactCount++
      const routes = `${row.ours?.routes ?? '-'}/${row.theirs?.routes ?? '-'}`
      console.log(
        `  ${row.label.padEnd(34)} ${row.spec.tags.join(',').padEnd(38)} ${routes.padStart(6)} ${fmt(ratioOf(row)).padStart(9)} ${fmt(boundRatioOf(row)).padStart(9)}  ${exact ? 'yes' : 'NO'}`,
      )
      if (shortOf(row)) {
        console.log(
          `  ${''.padEnd(34)} AlphaRouter's calldata delivered ${row.theirsExecuted!.received} of ${rawAmount(row.spec)} asked (ours all of it): not compared`,
        )
      }
    }
    const ratios = rows.map(ratioOf).filter((r): r is number => r !== undefined)
    const comparable = rows.filter((row) => !shortOf(row)).length
    const worst = rows.reduce<Row | undefined>((a, b) => {
      const rb = ratioOf(b)
      if (rb === undefined) return a
      const ra = a ? ratioOf(a) : undefined
      return ra === undefined || rb < ra ? b : a
    }, undefined)
    const splitRatios = rows.filter((row) => row.spec.tags.includes('split')).map(ratioOf)
    const boundRatios = rows.map(boundRatioOf).filter((r): r is number => r !== undefined)
    const minSplit = Math.min(...splitRatios.map((r) => r ?? 0))
    const ourP50 = percentile(ourLatencies, 50)
    const ourP99 = percentile(ourLatencies, 99)
    const theirP50 = percentile(theirLatencies, 50)
    const theirP99 = percentile(theirLatencies, 99)
    const pass = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET')
    console.log('')
    console.log(
      `  trades                          ${rows.length} (${ratios.length} compared with AlphaRouter, ${rows.length - comparable} where its calldata fell short)`,
    )
    console.log(
      `  quotes delivered exactly        ${exactCount} of ${rows.length} (executed through SwapRouter02)`,
    )
    console.log(
      `  output vs AlphaRouter, min      ${fmt(Math.min(...ratios), 7)}x (${worst?.label.trim()})   (budget: >= 1 on every trade) ${pass(Math.min(...ratios) >= 1 && ratios.length === comparable)}`,
    )
    console.log(`  output vs AlphaRouter, median   ${fmt(percentile(ratios, 50))}x`)
    console.log(
      `  split-worthy large trades, min  ${fmt(minSplit)}x   (budget: >= 1.001) ${pass(minSplit >= 1.001)}`,
    )
    console.log(
      `  vs fine-split bound, min        ${fmt(Math.min(...boundRatios))}x   (budget: >= 0.9995) ${pass(Math.min(...boundRatios) >= 0.9995)}`,
    )
    console.log(
      `  quote latency p50 (warm)        ${ourP50.toFixed(1)} ms vs AlphaRouter ${theirP50.toFixed(0)} ms: ${(ourP50 / theirP50).toFixed(4)}x   (budget: <= 0.1) ${pass(ourP50 / theirP50 <= 0.1)}`,
    )
    console.log(
      `  quote latency p99 (warm)        ${ourP99.toFixed(1)} ms vs AlphaRouter ${theirP99.toFixed(0)} ms: ${(ourP99 / theirP99).toFixed(4)}x`,
    )
    const sustainedOk = sustained.rate >= 195 && sustained.p99 < 50 && sustained.failures === 0
    console.log(
      `  load, paced 200/s, distinct     ${sustained.rate.toFixed(0)} quotes/s, p50 ${sustained.p50.toFixed(1)} ms, p99 ${sustained.p99.toFixed(1)} ms, ${sustained.failures} failed   (budget: 200/s sustained, p99 < 50 ms) ${pass(sustainedOk)}`,
    )
    console.log(
      `  ${''.padEnd(32)}time in the API process (Server-Timing): p50 ${sustained.serverP50.toFixed(2)} ms, p99 ${sustained.serverP99.toFixed(2)} ms; machine load average ${loadBefore.toFixed(1)} on ${cpus().length} cores`,
    )
    for (const [name, result] of [
      ['load, max, distinct requests', saturated],
      ['load, max, repeated requests', repeated],
    ] as const) {
      console.log(
        `  ${name.padEnd(32)}${result.requests.average.toFixed(0)} quotes/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors (autocannon, 8 connections)`,
      )
    }
  } finally {
    api?.kill('SIGTERM')
    await devnet.stop()
  }
}
