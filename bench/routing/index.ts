import type { spawn } from 'node:child_process'
import { loadavg } from 'node:os'
import { ARBITRUM_ONE, devAccount, devnetClient, MAINNET, OPTIMISM, startDevnet } from '@exchange/devnet'
import type { Address } from '@exchange/router'
import { type Currency, CurrencyAmount, Ether, Token, TradeType } from '@uniswap/sdk-core'
import autocannon from 'autocannon'
import { erc20Abi, type Hex, type PublicClient } from 'viem'
import { measure } from '../measures.ts'
import {
  ALPHA_ROUTER_CONFIGURATION,
  describeAlphaRouterConfiguration,
  devnetAlphaRouter,
  installArbitrumMulticall,
  installMixedRouteQuoter,
  installOptimismGasPriceOracle,
} from './alphaRouter.ts'
import { fundTrader } from './fund.ts'
import {
  type ApiQuote,
  compareTrades,
  compareWithOptimum,
  failedComparison,
  OPTIMUM_EXTRA_TRADES,
  optimumCovers,
  PoolsAtBlock,
} from './optimum/compare.ts'
import { pacedLoad } from './pacedLoad.ts'
import { startQuoteApi } from './quoteApi.ts'
import { printReport } from './report.ts'
import {
  apiQuery,
  type Measured,
  type Row,
  rawAmount,
  SLIPPAGE_BIPS,
  SWAP_ROUTER_02,
  TRADES,
  type TradeSpec,
  tokenOf,
  tradeLabel,
} from './trades.ts'

/**
 * The routing section: our router (through the quote API) against @uniswap/smart-order-router's
 * AlphaRouter on the same devnet replica, trade by trade, and against the optimum over every pool
 * (bench/routing/optimum); the quote API's latency against AlphaRouter's; and the API's sustained throughput.
 *
 * Outputs (exact in) and inputs (exact out) are measured by executing each router's own SwapRouter02
 * calldata on the devnet from the same state (evm_snapshot / evm_revert around each), so a quote
 * that the chain does not honour (e.g. a fee on transfer the router ignored) counts as what it
 * delivers. Ratios are ours against theirs, oriented so that above 1 means ours is better.
 */
export async function benchRouting() {
  console.log('routing: our router (quote API) against AlphaRouter on the devnet replica')
  const devnet = await startDevnet({ l1Port: 0, l2Port: 0, opPort: 0 })
  const clients = {
    [MAINNET]: devnetClient(MAINNET, devnet.chains[MAINNET]!.url),
    [OPTIMISM]: devnetClient(OPTIMISM, devnet.chains[OPTIMISM]!.url),
    [ARBITRUM_ONE]: devnetClient(ARBITRUM_ONE, devnet.chains[ARBITRUM_ONE]!.url),
  }
  const trader = devAccount(9)
  let api: ReturnType<typeof spawn> | undefined
  try {
    // Fund the trader on both chains: ETH, WETH, and every token by its owner's mint (UNI by a holder).
    await fundTrader(clients, trader)

    // The quote API in its own process, as deployed (one instance).
    const started = await startQuoteApi({
      [MAINNET]: devnet.chains[MAINNET]!.url,
      [ARBITRUM_ONE]: devnet.chains[ARBITRUM_ONE]!.url,
      [OPTIMISM]: devnet.chains[OPTIMISM]!.url,
    })
    api = started.process
    const apiUrl = started.url
    await installMixedRouteQuoter(clients[MAINNET])
    await installArbitrumMulticall(clients[ARBITRUM_ONE])
    await installOptimismGasPriceOracle(clients[OPTIMISM])
    const alpha = {
      [MAINNET]: devnetAlphaRouter(MAINNET, devnet.chains[MAINNET]!.url),
      [OPTIMISM]: devnetAlphaRouter(OPTIMISM, devnet.chains[OPTIMISM]!.url),
      [ARBITRUM_ONE]: devnetAlphaRouter(ARBITRUM_ONE, devnet.chains[ARBITRUM_ONE]!.url),
    }
    const currency = (spec: TradeSpec, symbol: string): Currency => {
      if (symbol === 'ETH') return Ether.onChain(spec.chain)
      const token = tokenOf(spec, symbol)
      return new Token(spec.chain, token.address, token.decimals, token.symbol)
    }
    const deadline = Math.floor(Date.now() / 1000) + 7200

    // 1. Quotes from both routers on the same state, and the optimum over every pool.
    const rows: Row[] = []
    const optimumPools = new PoolsAtBlock(clients[MAINNET] as unknown as PublicClient)
    for (const spec of TRADES) {
      const label = tradeLabel(spec)
      const row: Row = { spec, label }
      rows.push(row)
      const amount = rawAmount(spec)
      const response = await fetch(`${apiUrl}${apiQuery(spec, amount, trader.address)}`)
      const body = (await response.json()) as ApiQuote & { methodParameters: { calldata: Hex; value: Hex } }
      if (response.ok) {
        row.ours = {
          quote: BigInt(body.quote),
          net: Number(body.quoteGasAdjusted),
          routes: body.route.length,
          calldata: { calldata: body.methodParameters.calldata, value: BigInt(body.methodParameters.value) },
        }
        if (optimumCovers(spec)) row.optimum = await compareWithOptimum(optimumPools, spec, label, body)
      } else {
        row.oursError = `the quote API answered ${response.status}`
        if (optimumCovers(spec)) row.optimum = failedComparison(spec, label, row.oursError)
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
        .catch((error: unknown) => {
          // Not swallowed: the row fails (bench/routing/versus.ts) and says why.
          row.theirsError = error instanceof Error ? error.message : String(error)
          return null
        })
      const ms = performance.now() - started
      if (!theirs) row.theirsError ??= 'AlphaRouter found no route'
      else if (!theirs.methodParameters) row.theirsError = 'AlphaRouter gave no calldata'
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

    // The large trades, against the optimum only (before the executions move the chain).
    const extraOptimum = await compareTrades(apiUrl, optimumPools, OPTIMUM_EXTRA_TRADES)

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
    for (const chain of [MAINNET, OPTIMISM, ARBITRUM_ONE] as const) {
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
    const paced = async (rate: number, seconds: number) =>
      pacedLoad(
        apiUrl,
        rate,
        Array.from({ length: rate * seconds }, () => nextPath(true)),
      )
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

    // What of AlphaRouter is off against the replica, and why, with the results (console and JSON).
    console.log('')
    console.log("  AlphaRouter's configuration (the reference; bench/routing/alphaRouter.ts):")
    for (const line of describeAlphaRouterConfiguration()) console.log(line)
    for (const entry of ALPHA_ROUTER_CONFIGURATION)
      measure({
        name: `routing: AlphaRouter configuration, ${entry.feature} ${entry.on ? 'on' : 'off'} (${entry.why})`,
        value: entry.on ? 1 : 0,
        unit: 'on',
      })
    printReport({
      rows,
      extraOptimum,
      ourLatencies,
      theirLatencies,
      sustained,
      loadBefore,
      saturated,
      repeated,
    })
  } finally {
    api?.kill('SIGTERM')
    await devnet.stop()
  }
}
