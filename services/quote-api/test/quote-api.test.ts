import {
  ARBITRUM_ONE,
  ARBITRUM_TOKENS,
  MAINNET_CONTRACTS as C,
  type Devnet,
  devAccount,
  devnetClient,
  freePort,
  MAINNET,
  OPTIMISM,
  OPTIMISM_TOKENS,
  rpc,
  startDevnet,
  MAINNET_TOKENS as T,
  UNSAFE_TOKENS,
} from '@exchange/devnet'
import {
  parseQuoteResponse,
  type QuoteAnswer,
  quoteAnswerSchema,
  type V2PoolInAnswer,
  type V3PoolInAnswer,
} from '@exchange/quote-format'
import fc from 'fast-check'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEADLINE_SECONDS, MAX_SLIPPAGE_BIPS } from '../src/params.ts'
import { type QuoteApi, startQuoteApi } from '../src/server.ts'

/**
 * The quote API against the devnet replica: response shape field by field against the chain, bad
 * requests, no route, an unreachable chain, health, and quotes executed through SwapRouter02.
 */

const quoterAbi = parseAbi([
  'function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96) params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
])
const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool)',
  'function liquidity() view returns (uint128)',
])
const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)'])
const v2RouterAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
])

const USDC_WETH_500 = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640'
const WETH_USDC_V2 = '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc'

let devnet: Devnet
let api: QuoteApi
/** Serves mainnet and an Optimism whose RPC URL answers nothing. */
let partialApi: QuoteApi
let client: ReturnType<typeof devnetClient>

beforeAll(async () => {
  devnet = await startDevnet({ l1Port: 0, l2Port: 0, opPort: 0 })
  client = devnetClient(MAINNET, devnet.chains[MAINNET]!.url)
  api = await startQuoteApi({
    port: 0,
    rpcUrls: {
      [MAINNET]: devnet.chains[MAINNET]!.url,
      [OPTIMISM]: devnet.chains[OPTIMISM]!.url,
      [ARBITRUM_ONE]: devnet.chains[ARBITRUM_ONE]!.url,
    },
    pollingIntervalMs: 100,
  })
  // Optimism is served but its RPC URL answers nothing: quotes there must get 503.
  const deadPort = await freePort()
  partialApi = await startQuoteApi({
    port: 0,
    rpcUrls: { [MAINNET]: devnet.chains[MAINNET]!.url, [OPTIMISM]: `http://127.0.0.1:${deadPort}` },
    pollingIntervalMs: 100,
  })
})

afterAll(async () => {
  await partialApi?.close()
  await api?.close()
  await devnet?.stop()
})

async function get(query: Record<string, string>, path = '/v1/quote', server = api) {
  const response = await fetch(`${server.url}${path}?${new URLSearchParams(query)}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const quoteQuery = (overrides: Record<string, string>) => ({
  tokenInAddress: T.WETH.address,
  tokenInChainId: '1',
  tokenOutAddress: T.USDC.address,
  tokenOutChainId: '1',
  amount: parseEther('1').toString(),
  type: 'exactIn',
  ...overrides,
})

/**
 * A route, read with the answer's schemas (@exchange/quote-format): every answer of these tests is of
 * the format the service writes, and one the app reads.
 */
async function quote(overrides: Record<string, string>) {
  const { status, body } = await get(quoteQuery(overrides))
  expect(status, JSON.stringify(body)).toBe(200)
  expect(quoteAnswerSchema.safeParse(body).error?.issues, JSON.stringify(body)).toBeUndefined()
  expect(parseQuoteResponse(body), 'the app reads it').toBeDefined()
  return body as unknown as QuoteAnswer
}

const tokenJson = (token: { address: string; symbol: string; decimals: number }, chainId = 1) => ({
  address: token.address,
  chainId,
  symbol: token.symbol,
  decimals: String(token.decimals),
})

describe('GET /v1/quote', () => {
  it('answers a v3 route field by field, every value as on chain', async () => {
    const body = await quote({})
    const blockNumber = BigInt(body.blockNumber)
    expect(blockNumber).toBe(await client.getBlockNumber())
    expect(body.route).toHaveLength(1)
    expect(body.route[0]).toHaveLength(1)
    const hop = body.route[0]![0] as V3PoolInAnswer
    const [slot0, liquidity] = await Promise.all([
      client.readContract({ address: USDC_WETH_500, abi: poolAbi, functionName: 'slot0', blockNumber }),
      client.readContract({ address: USDC_WETH_500, abi: poolAbi, functionName: 'liquidity', blockNumber }),
    ])
    const { result } = await client.simulateContract({
      address: C.QuoterV2,
      abi: quoterAbi,
      functionName: 'quoteExactInputSingle',
      args: [
        {
          tokenIn: T.WETH.address,
          tokenOut: T.USDC.address,
          amountIn: parseEther('1'),
          fee: 500,
          sqrtPriceLimitX96: 0n,
        },
      ],
      blockNumber,
    })
    expect(hop).toEqual({
      type: 'v3-pool',
      address: USDC_WETH_500,
      tokenIn: tokenJson(T.WETH),
      tokenOut: tokenJson(T.USDC),
      fee: '500',
      sqrtRatioX96: slot0[0].toString(),
      liquidity: liquidity.toString(),
      tickCurrent: String(slot0[1]),
      amountIn: parseEther('1').toString(),
      amountOut: result[0].toString(),
    })
    const gasPrice = await client.getGasPrice()
    expect(body).toMatchObject({
      amount: parseEther('1').toString(),
      amountDecimals: '1',
      quote: result[0].toString(),
      quoteDecimals: (Number(result[0]) / 1e6).toString(),
      gasUseEstimate: '130000',
      gasPriceWei: gasPrice.toString(),
      routeString: `[V3] 100.00% = WETH -- 0.05% [${USDC_WETH_500}] --> USDC`,
    })
    expect(BigInt(body.quoteGasAdjusted)).toBe(BigInt(body.quote) - BigInt(body.gasUseEstimateQuote))
    expect(Number(body.quoteGasAdjustedDecimals)).toBeCloseTo(Number(body.quoteGasAdjusted) / 1e6, 6)
    // WETH is near 3000 USD on the replica: gas in USDC and in dollars agree with that.
    const gasEth = (130_000 * Number(gasPrice)) / 1e18
    expect(Number(body.gasUseEstimateQuoteDecimals) / gasEth).toBeGreaterThan(2900)
    expect(Number(body.gasUseEstimateQuoteDecimals) / gasEth).toBeLessThan(3100)
    expect(Number(body.gasUseEstimateUSD) / gasEth).toBeGreaterThan(2900)
    expect(Number(body.gasUseEstimateUSD) / gasEth).toBeLessThan(3100)
    expect(body.quoteId).toMatch(/^[0-9a-f-]{8}$/)
  })

  it('answers a v2 route with its reserves', async () => {
    const body = await quote({ protocols: 'v2' })
    const blockNumber = BigInt(body.blockNumber)
    const hop = body.route[0]![0] as V2PoolInAnswer
    const reserves = await client.readContract({
      address: WETH_USDC_V2,
      abi: pairAbi,
      functionName: 'getReserves',
      blockNumber,
    })
    const amounts = await client.readContract({
      address: C.UniswapV2Router02,
      abi: v2RouterAbi,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), [T.WETH.address, T.USDC.address]],
      blockNumber,
    })
    // USDC sorts before WETH: it is the pair's token0.
    expect(hop).toEqual({
      type: 'v2-pool',
      address: WETH_USDC_V2,
      tokenIn: tokenJson(T.WETH),
      tokenOut: tokenJson(T.USDC),
      reserve0: { token: tokenJson(T.USDC), quotient: reserves[0].toString() },
      reserve1: { token: tokenJson(T.WETH), quotient: reserves[1].toString() },
      amountIn: parseEther('1').toString(),
      amountOut: amounts[1]!.toString(),
    })
    expect(body.quote).toBe(amounts[1]!.toString())
    expect(body.gasUseEstimate).toBe('120000')
    expect(body.routeString).toBe(`[V2] 100.00% = WETH -- [${WETH_USDC_V2}] --> USDC`)
  })

  it('answers a split route whose paths add up to the amount and the quote', async () => {
    const amount = parseEther('800')
    const body = await quote({ tokenInAddress: 'ETH', amount: amount.toString() })
    expect(body.route.length).toBeGreaterThan(1)
    let totalIn = 0n
    let totalOut = 0n
    for (const path of body.route) {
      expect(path[0]!.tokenIn).toEqual(tokenJson(T.WETH))
      expect(path.at(-1)!.tokenOut).toEqual(tokenJson(T.USDC))
      for (let i = 1; i < path.length; i++) {
        expect(path[i]!.tokenIn).toEqual(path[i - 1]!.tokenOut)
        expect(path[i]!.amountIn).toBe(path[i - 1]!.amountOut)
      }
      totalIn += BigInt(path[0]!.amountIn)
      totalOut += BigInt(path.at(-1)!.amountOut)
    }
    expect(totalIn).toBe(amount)
    expect(totalOut).toBe(BigInt(body.quote))
    const pools = body.route.flat().map((hop) => hop.address)
    expect(new Set(pools).size).toBe(pools.length)
    expect(body.routeString.split(', ')).toHaveLength(body.route.length)
    // Spec §9 per route, a route mixing v2 and v3 per section of one protocol (as SwapRouter02 runs it).
    expect(Number(body.gasUseEstimate)).toBe(
      body.route.reduce(
        (sum, path) =>
          sum +
          path.reduce(
            (gas, hop, i) =>
              gas +
              30_000 +
              (i === 0 || hop.type !== path[i - 1]!.type ? (hop.type === 'v3-pool' ? 100_000 : 90_000) : 0),
            0,
          ),
        0,
      ),
    )
  })

  it('answers in the format the app reads, a taxed token with its fees, which the app drops', async () => {
    // Every answer here is parsed by quote(): the service's own schema and the app's reading.
    const exactOut = await quote({ type: 'exactOut', amount: parseUnits('3000', 6).toString() })
    expect(BigInt(exactOut.route[0]!.at(-1)!.amountOut)).toBeGreaterThan(0n)
    const taxed = await quote({
      tokenOutAddress: UNSAFE_TOKENS.transferTax.address,
      amount: parseEther('0.1').toString(),
      protocols: 'v2',
    })
    // 5% of every transfer: 500 basis points each way.
    expect(taxed.route[0]!.at(-1)!.tokenOut).toMatchObject({ buyFeeBps: '500', sellFeeBps: '500' })
    const read = parseQuoteResponse(taxed)!
    expect(read.route[0]!.at(-1)!.tokenOut).toEqual(tokenJson(UNSAFE_TOKENS.transferTax))
    expect(read).not.toHaveProperty('priceImpact')
    expect(read.quote).toBe(taxed.quote)
  })

  it('serves Arbitrum One', async () => {
    const body = await quote({
      tokenInAddress: ARBITRUM_TOKENS.USDC.address,
      tokenInChainId: '42161',
      tokenOutAddress: 'ETH',
      tokenOutChainId: '42161',
      amount: parseUnits('2500', 6).toString(),
    })
    expect(body.route[0]![0]!.tokenIn).toEqual(tokenJson(ARBITRUM_TOKENS.USDC, 42161))
    expect(body.route.flat().every((hop) => hop.type === 'v3-pool')).toBe(true)
    expect(Number(body.quoteDecimals)).toBeGreaterThan(0.7)
  })

  it('serves Optimism, through its v3 pools only', async () => {
    const body = await quote({
      tokenInAddress: 'ETH',
      tokenInChainId: '10',
      tokenOutAddress: OPTIMISM_TOKENS.OP.address,
      tokenOutChainId: '10',
      amount: parseEther('1').toString(),
    })
    expect(body.route[0]![0]!.tokenIn).toEqual(tokenJson(OPTIMISM_TOKENS.WETH, 10))
    expect(body.route.at(-1)!.at(-1)!.tokenOut).toEqual(tokenJson(OPTIMISM_TOKENS.OP, 10))
    expect(body.route.flat().every((hop) => hop.type === 'v3-pool')).toBe(true)
    // 1 ETH at $3,000 buys about 1,500 OP at $2, less fees and impact.
    expect(Number(body.quoteDecimals)).toBeGreaterThan(1_400)
    expect(Number(body.quoteDecimals)).toBeLessThan(1_500)
  })

  it.each([
    [{ tokenInAddress: '0xnot-an-address' }, 'tokenInAddress', 'Invalid address: 0xnot-an-address'],
    [{ tokenOutChainId: '137', tokenInChainId: '137' }, 'tokenInChainId', 'Unsupported chain ID: 137'],
    [{ amount: '0' }, 'amount', 'amount must be a positive integer (raw token units) below 2^256'],
    [{ amount: '12.5' }, 'amount', 'amount must be a positive integer (raw token units) below 2^256'],
    [{ amount: 'lots' }, 'amount', 'amount must be a positive integer (raw token units) below 2^256'],
    [{ tokenOutAddress: T.WETH.address }, 'tokenOutAddress', 'tokenIn and tokenOut must be different'],
    [
      { tokenInAddress: 'ETH', tokenOutAddress: T.WETH.address.toLowerCase() },
      'tokenOutAddress',
      'tokenIn and tokenOut must be different',
    ],
    [{ type: 'exactly' }, 'type', "type must be 'exactIn' or 'exactOut'"],
    // An address with no token behind it.
    [
      { tokenOutAddress: C.SwapRouter02 },
      'tokenOutAddress',
      `Could not find token with address "${C.SwapRouter02}"`,
    ],
  ])('answers 400 naming the field for %o', async (overrides, field, detail) => {
    const { status, body } = await get(quoteQuery(overrides))
    expect(status).toBe(400)
    expect(body).toMatchObject({ field, detail })
    expect(typeof body.errorCode).toBe('string')
  })

  it("refuses amounts no holder could have: above 10 times the token's total supply, or a billion ETH", async () => {
    const supply = await client.readContract({
      address: T.WETH.address,
      abi: erc20Abi,
      functionName: 'totalSupply',
    })
    for (const [overrides, field] of [
      [{ amount: maxUint256.toString() }, 'amount'],
      [{ amount: (supply * 10n + 1n).toString() }, 'amount'],
      [{ tokenInAddress: 'ETH', amount: (10n ** 27n + 1n).toString() }, 'amount'],
      [{ type: 'exactOut', amount: maxUint256.toString() }, 'amount'],
    ] as const) {
      const { status, body } = await get(quoteQuery(overrides))
      expect(status, JSON.stringify(overrides)).toBe(400)
      expect(body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field })
    }
    // At the bound it is a question about the pools, not a refusal.
    expect((await get(quoteQuery({ amount: (supply * 10n).toString() }))).status).not.toBe(400)
  })

  it('never answers 5xx to malformed requests, and quotes only on values read exactly (fast-check)', async () => {
    // Each request changes one field of a valid swap request, to a valid or a hostile value.
    const valueFor = {
      amount: fc.oneof(
        fc.bigInt({ min: 1n, max: 10n ** 19n }).map(String),
        fc.bigInt({ min: 0n, max: 1n << 260n }).map(String),
        fc.constantFrom('0x10', '1e18', ' 1', '-1', '1.5', '', '%20', '0100'),
        fc.string(),
      ),
      slippageTolerance: fc.oneof(
        fc.integer({ min: 0, max: 6000 }).map((bips) => String(bips / 100)),
        fc.constantFrom('0x10', '%20', ' ', '1e1', '-1', '0.505', '50.00'),
        fc.string(),
      ),
      deadline: fc.oneof(
        fc.integer({ min: -10, max: 20_000 }).map(String),
        fc.constantFrom('0x10', '1e3', '600.0', ''),
        fc.string(),
      ),
      recipient: fc.oneof(
        fc.constantFrom(
          account5(),
          account5().toLowerCase(),
          account5().replace(/[a-f]/, (c) => c.toUpperCase()),
        ),
        fc.string(),
      ),
      tokenInAddress: fc.oneof(fc.constantFrom('ETH', T.WETH.address, T.DAI.address), fc.string()),
      type: fc.oneof(fc.constantFrom('exactIn', 'exactOut'), fc.string()),
    }
    const change = fc.oneof(
      ...Object.entries(valueFor).map(([field, value]) => value.map((text) => [field, text] as const)),
    )
    const runs = 150
    let quoted = 0
    await fc.assert(
      fc.asyncProperty(change, async ([field, value]) => {
        const query: Record<string, string> = {
          ...quoteQuery({ recipient: account5(), slippageTolerance: '0.5', deadline: '600' }),
          [field]: value,
        }
        const { status, body } = await get(query)
        expect(status, JSON.stringify({ query, body })).toBeLessThan(500)
        if (status !== 200) {
          // The refusal names the field changed (or the amount, which the type and token decide).
          if (status === 400) expect([field, 'amount']).toContain(body.field)
          return
        }
        quoted++
        // A quote means every value was read as written.
        expect(/^[0-9]+$/.test(query.amount!)).toBe(true)
        expect(body.amount).toBe(BigInt(query.amount!).toString())
        const bips = Math.round(Number(query.slippageTolerance) * 100)
        expect(/^[0-9]{1,2}(\.[0-9]{1,2})?$/.test(query.slippageTolerance!)).toBe(true)
        expect(bips).toBeLessThanOrEqual(MAX_SLIPPAGE_BIPS)
        expect(/^[0-9]+$/.test(query.deadline!)).toBe(true)
        const seconds = Number(query.deadline)
        expect(seconds >= DEADLINE_SECONDS.min && seconds <= DEADLINE_SECONDS.max).toBe(true)
        expect((body.methodParameters as { calldata: string }).calldata).toMatch(/^0x/)
      }),
      { numRuns: runs },
    )
    console.info(`fuzzed quote requests: ${runs}, answered with a quote: ${quoted}`)
    expect(quoted).toBeGreaterThan(10)
  })

  it('answers 404 NO_ROUTE when no route can fill the amount', async () => {
    // All the USDC there is: within the token's supply, beyond what the pools hold.
    const supply = await client.readContract({
      address: T.USDC.address,
      abi: erc20Abi,
      functionName: 'totalSupply',
    })
    const { status, body } = await get(quoteQuery({ type: 'exactOut', amount: supply.toString() }))
    expect(status).toBe(404)
    expect(body).toEqual({ errorCode: 'NO_ROUTE', detail: 'No route found' })
  })

  it('answers 503 when the chain is unreachable, and keeps serving the others', async () => {
    const { status, body } = await get(
      quoteQuery({
        tokenInChainId: '10',
        tokenOutChainId: '10',
        tokenInAddress: 'ETH',
        tokenOutAddress: '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1',
      }),
      '/v1/quote',
      partialApi,
    )
    expect(status).toBe(503)
    expect(body.errorCode).toBe('CHAIN_UNAVAILABLE')
    expect((await get(quoteQuery({}), '/v1/quote', partialApi)).status).toBe(200)
    const unknownPath = await get({}, '/v2/nothing')
    expect(unknownPath.status).toBe(404)
  })
})

const account5 = () => devAccount(5).address

describe('GET /healthz', () => {
  it('reports the latest block per chain and the unreachable one', async () => {
    const latest = await client.getBlockNumber()
    // The poller syncs every 100 ms.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const { status, body } = await get({}, '/healthz')
    expect(status).toBe(200)
    const chains = body.chains as Record<string, { blockNumber: string | null; error?: string }>
    expect(chains[MAINNET]!.blockNumber).toBe(latest.toString())
    expect(chains[ARBITRUM_ONE]!.blockNumber).not.toBeNull()
    expect(chains[OPTIMISM]!.blockNumber).not.toBeNull()
    const partial = (await get({}, '/healthz', partialApi)).body.chains as typeof chains
    expect(partial[MAINNET]!.blockNumber).not.toBeNull()
    expect(partial[OPTIMISM]!.blockNumber).toBeNull()
    expect(partial[OPTIMISM]!.error).toBeTruthy()
    // A load balancer's probes: alive, and ready while a chain is synced.
    expect((await get({}, '/health')).body).toEqual({ status: 'ok' })
    const ready = await get({}, '/ready')
    expect(ready.status).toBe(200)
    expect(ready.body.chains).toMatchObject({ [MAINNET]: { blockNumber: latest.toString() } })
  })
})

describe('quotes executed through SwapRouter02', () => {
  const account = devAccount(5)
  const balanceOf = (token: Address) =>
    client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })

  async function sendSwap(body: QuoteAnswer) {
    const method = body.methodParameters!
    expect(method.to).toBe(C.SwapRouter02)
    const call = {
      account,
      to: method.to as Address,
      data: method.calldata as Hex,
      value: BigInt(method.value),
    }
    // The app's 120% gas margin: anvil's estimate has once been below the gas a split swap used.
    const gas = ((await client.estimateGas(call)) * 120n) / 100n
    const hash = await client.sendTransaction({ ...call, chain: client.chain, gas })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
  }

  /**
   * A quote at `block` or later (the API follows new blocks by polling): a quote of an older state
   * would not be what the swap delivers.
   */
  async function quoteAtBlock(query: Record<string, string>, block: bigint) {
    for (let i = 0; i < 200; i++) {
      const body = await quote(query)
      if (BigInt(body.blockNumber) >= block) return body
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`the quote API did not reach block ${block}`)
  }

  it('delivers exactly the quoted output (a split, exact in) and takes exactly the quoted input (exact out)', async () => {
    const swap = { recipient: account.address, slippageTolerance: '0.5', deadline: '600' }
    const before = await balanceOf(T.USDC.address)
    const split = await quote({ tokenInAddress: 'ETH', amount: parseEther('700').toString(), ...swap })
    expect(split.route.length).toBeGreaterThan(1)
    await sendSwap(split)
    expect((await balanceOf(T.USDC.address)) - before).toBe(BigInt(split.quote))

    // The pools moved: the next quote sees the new block and prices.
    const approve = await client.writeContract({
      account,
      chain: client.chain,
      address: T.USDC.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [C.SwapRouter02, maxUint256],
    })
    await client.waitForTransactionReceipt({ hash: approve })
    // The API follows new blocks within its polling interval.
    const latest = await client.getBlockNumber({ cacheTime: 0 })
    for (let i = 0; i < 50; i++) {
      const chains = (await get({}, '/healthz')).body.chains as Record<string, { blockNumber: string }>
      if (chains[MAINNET]!.blockNumber === latest.toString()) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const usdcBefore = await balanceOf(T.USDC.address)
    const wbtcBefore = await balanceOf(T.WBTC.address)
    const exactOut = await quote({
      tokenInAddress: T.USDC.address,
      tokenOutAddress: T.WBTC.address,
      type: 'exactOut',
      amount: parseUnits('2', 8).toString(),
      ...swap,
    })
    // Quoted on the block that moved the pools, or a later one (the devnet may mine another meanwhile).
    expect(BigInt(exactOut.blockNumber)).toBeGreaterThanOrEqual(latest)
    await sendSwap(exactOut)
    expect(usdcBefore - (await balanceOf(T.USDC.address))).toBe(BigInt(exactOut.quote))
    expect((await balanceOf(T.WBTC.address)) - wbtcBefore).toBe(parseUnits('2', 8))
  })

  it("counts a swap's deadline from the chain's latest block when the chain's clock runs ahead of the server's", async () => {
    // Two hours ahead of the wall clock, as on a replica whose time tests moved.
    await rpc(devnet.chains[MAINNET]!.url, 'evm_increaseTime', [7200])
    await rpc(devnet.chains[MAINNET]!.url, 'evm_mine', [])
    const latest = await client.getBlock({ blockTag: 'latest' })
    expect(Number(latest.timestamp)).toBeGreaterThan(Date.now() / 1000 + 7000)
    const body = await quote({
      tokenInAddress: 'ETH',
      amount: parseEther('1').toString(),
      recipient: account.address,
      slippageTolerance: '0.5',
      deadline: '600',
    })
    const { args } = decodeFunctionData({
      abi: parseAbi(['function multicall(uint256 deadline, bytes[] data) payable returns (bytes[])']),
      data: body.methodParameters!.calldata as Hex,
    })
    expect(args[0]).toBeGreaterThanOrEqual(latest.timestamp + 600n)
    expect(args[0]).toBeLessThan(latest.timestamp + 660n)
    // And the router takes it: not 'Transaction too old'.
    await sendSwap(body)
  })

  it('lets paths share pools when it encodes the calldata or is asked to, and still delivers exactly the quote', async () => {
    const url = devnet.chains[MAINNET]!.url
    // Last in this file: the swap moves the ETH/USDC pools by several percent (put back at the end).
    const start = await rpc<string>(url, 'evm_snapshot', [])
    await rpc(url, 'anvil_setBalance', [account.address, `0x${(10n ** 24n).toString(16)}`])
    // The test client caches the block number for its polling interval (50 ms), so right after the
    // previous test's swap it may still say the block before it, and a quote of that block would pass
    // for current: read it uncached.
    const latest = await client.getBlockNumber({ cacheTime: 0 })
    const amount = parseEther('3000').toString()
    const swap = { recipient: account.address, slippageTolerance: '0.5', deadline: '600' }
    const pools = (body: { route: { address: string }[][] }) => body.route.flat().map((hop) => hop.address)
    const atLatest = (query: Record<string, string>) => quoteAtBlock(query, latest)
    const plain = await atLatest({ tokenInAddress: 'ETH', amount })
    expect(new Set(pools(plain)).size).toBe(pools(plain).length)
    const flow = await atLatest({ tokenInAddress: 'ETH', amount, ...swap })
    // The flow merges and splits again at WETH's neighbours: some pool serves two paths.
    expect(new Set(pools(flow)).size).toBeLessThan(pools(flow).length)
    expect(BigInt(flow.quoteGasAdjusted)).toBeGreaterThan(BigInt(plain.quoteGasAdjusted))
    // A client that encodes the routes in order itself (the app) asks for the same flow without calldata.
    const asked = await atLatest({ tokenInAddress: 'ETH', amount, sharedPools: 'true' })
    expect(asked.methodParameters).toBeUndefined()
    expect(asked.blockNumber).toBe(flow.blockNumber)
    expect(asked.route).toEqual(flow.route)
    expect(asked.quote).toBe(flow.quote)
    const before = await balanceOf(T.USDC.address)
    await sendSwap(flow)
    expect((await balanceOf(T.USDC.address)) - before).toBe(BigInt(flow.quote))
    await rpc(url, 'evm_revert', [start])
  })

  it('answers a held split to a client that encodes legs, and its calldata delivers exactly the quote', async () => {
    const url = devnet.chains[MAINNET]!.url
    const start = await rpc<string>(url, 'evm_snapshot', [])
    // 200k UNI from the treasury (UNI has no owner mint), approved to SwapRouter02.
    await rpc(url, 'anvil_impersonateAccount', [C.Timelock])
    await rpc(url, 'anvil_setBalance', [C.Timelock, `0x${(10n ** 20n).toString(16)}`])
    const amount = parseUnits('200000', 18)
    const send = async (hash: Hex) =>
      expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    await send(
      await client.writeContract({
        account: C.Timelock,
        chain: client.chain,
        address: C.UNI,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account.address, amount],
      }),
    )
    await send(
      await client.writeContract({
        account,
        chain: client.chain,
        address: C.UNI,
        abi: erc20Abi,
        functionName: 'approve',
        args: [C.SwapRouter02, maxUint256],
      }),
    )
    const latest = await client.getBlockNumber({ cacheTime: 0 })
    const query = { tokenInAddress: C.UNI, tokenOutAddress: T.USDC.address, amount: amount.toString() }
    const paths = await quoteAtBlock({ ...query, sharedPools: 'true' }, latest)
    const held = await quoteAtBlock({ ...query, sharedPools: 'true', heldSplits: 'true' }, latest)
    expect(paths.legs).toBeUndefined()
    // The UNI/WETH v2 pair swapped once for the router to hold, its WETH divided by price-limited legs.
    const legs = held.legs!
    expect(legs[0]).toMatchObject({ paidBy: 'trader', holdsOutput: true })
    expect(legs.some((leg) => leg.paidBy === 'router' && leg.sqrtPriceLimitX96 !== undefined)).toBe(true)
    expect(BigInt(held.quote)).toBeGreaterThan(BigInt(paths.quote))
    // The paths the legs serve, for display: their inputs are the trade's.
    const paid = held.route.reduce((sum, path) => sum + BigInt(path[0]!.amountIn), 0n)
    expect(paid).toBe(amount)
    const withCalldata = await quoteAtBlock(
      { ...query, recipient: account.address, slippageTolerance: '0.5', deadline: '600' },
      latest,
    )
    expect(withCalldata.legs).toEqual(held.legs)
    const before = await balanceOf(T.USDC.address)
    await sendSwap(withCalldata)
    expect((await balanceOf(T.USDC.address)) - before).toBe(BigInt(withCalldata.quote))
    await rpc(url, 'evm_revert', [start])
  })
})
