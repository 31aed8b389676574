import { type AddressBook, devAccount, type devnetClient } from '@exchange/devnet'
import {
  type Address,
  BaseError,
  encodePacked,
  erc20Abi,
  formatUnits,
  type Hex,
  maxUint256,
  parseAbi,
} from 'viem'
import { ALL_V3_TICKS, FEE_TIER_DISTRIBUTION, type FeeTierAnswer, type TickAnswer } from './app-queries.ts'

/** What the chain itself says about pools, and small transactions, for the integration tests. */

export type DevnetClient = ReturnType<typeof devnetClient>

export const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool)',
  'function tickSpacing() view returns (int24)',
  'function tickBitmap(int16 wordPosition) view returns (uint256)',
])

const tickLensAbi = parseAbi([
  'struct PopulatedTick { int24 tick; int128 liquidityNet; uint128 liquidityGross; }',
  'function getPopulatedTicksInWord(address pool, int16 tickBitmapIndex) view returns (PopulatedTick[] populatedTicks)',
])

const swapRouterAbi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
  'struct ExactInputParams { bytes path; address recipient; uint256 amountIn; uint256 amountOutMinimum; }',
  'function exactInput(ExactInputParams params) payable returns (uint256 amountOut)',
])

const positionManagerAbi = parseAbi([
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
])

const MIN_TICK = -887272
const MAX_TICK = 887272

/** Every initialized tick of a pool with its liquidityNet, as TickLens reads them word by word. */
export async function chainTicks(
  client: DevnetClient,
  book: AddressBook,
  pool: Address,
): Promise<Map<number, bigint>> {
  const spacing = await client.readContract({ address: pool, abi: poolAbi, functionName: 'tickSpacing' })
  const firstWord = Math.floor(MIN_TICK / spacing) >> 8
  const lastWord = Math.floor(MAX_TICK / spacing) >> 8
  const words = Array.from({ length: lastWord - firstWord + 1 }, (_, index) => firstWord + index)
  const bitmaps = await client.multicall({
    contracts: words.map(
      (word) => ({ address: pool, abi: poolAbi, functionName: 'tickBitmap', args: [word] }) as const,
    ),
    multicallAddress: book.contracts.Multicall3!,
    allowFailure: false,
    batchSize: 64_000,
  })
  const ticks = new Map<number, bigint>()
  for (const [index, bitmap] of bitmaps.entries()) {
    if (bitmap === 0n) continue
    const populated = await client.readContract({
      address: book.contracts.TickLens!,
      abi: tickLensAbi,
      functionName: 'getPopulatedTicksInWord',
      args: [pool, words[index]!],
    })
    for (const tick of populated) ticks.set(tick.tick, tick.liquidityNet)
  }
  return ticks
}

export async function graphql<T>(url: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data?: T; errors?: unknown }
  if (!response.ok || body.errors || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body)}`)
  return body.data
}

/** The pool's ticks through the app's own query, page after page as the app reads them. */
export async function indexedTicks(url: string, pool: Address): Promise<Map<number, bigint>> {
  const ticks = new Map<number, bigint>()
  for (let skip = 0; ; skip += 1000) {
    const page = await graphql<{ ticks: TickAnswer[] }>(url, ALL_V3_TICKS, {
      poolAddress: pool.toLowerCase(),
      skip,
    })
    for (const tick of page.ticks) ticks.set(Number(tick.tick), BigInt(tick.liquidityNet))
    if (page.ticks.length < 1000) return ticks
  }
}

export const feeTierDistribution = (url: string, tokenA: Address, tokenB: Address) =>
  graphql<FeeTierAnswer>(url, FEE_TIER_DISTRIBUTION, {
    token0: tokenA.toLowerCase(),
    token1: tokenB.toLowerCase(),
  })

export async function indexedBlock(url: string): Promise<number> {
  const data = await graphql<{ _meta: { block: { number: number } } | null }>(
    url,
    '{ _meta { block { number } } }',
    {},
  )
  return data._meta?.block.number ?? -1
}

/** The pool's TVL per token as the subgraph shows it: its token balances in decimal units. */
export async function chainTvl(client: DevnetClient, book: AddressBook, pool: Address) {
  const entry = book.v3Pools.find((candidate) => candidate.address === pool)!
  const decimalsOf = (address: Address) =>
    Object.values(book.tokens).find((token) => token.address === address)!.decimals
  const balance = (token: Address) =>
    client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [pool] })
  return {
    totalValueLockedToken0: formatUnits(await balance(entry.token0), decimalsOf(entry.token0)),
    totalValueLockedToken1: formatUnits(await balance(entry.token1), decimalsOf(entry.token1)),
  }
}

export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    try {
      const value = await check()
      if (value !== undefined) return value
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export const trader = devAccount(3)

/**
 * Sends a contract call with the gas the interface would give it: the node's estimate plus 20%. An exact
 * estimate falls short when the transaction is mined in a later second than it was estimated in (a v3
 * pool's oracle then costs more gas), and the transaction reverts out of gas.
 */
export async function send(client: DevnetClient, request: Parameters<DevnetClient['writeContract']>[0]) {
  const estimate = await client.estimateContractGas(
    request as Parameters<DevnetClient['estimateContractGas']>[0],
  )
  const hash = await client.writeContract({ ...request, gas: (estimate * 12n) / 10n })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success')
    throw new Error(`transaction ${hash} reverted: ${await whyReverted(client, hash)}`)
  return receipt
}

/** A reverted transaction's gas and reason, replayed on the state before its block, for the failure text. */
async function whyReverted(client: DevnetClient, hash: Hex): Promise<string> {
  try {
    const [transaction, receipt] = await Promise.all([
      client.getTransaction({ hash }),
      client.getTransactionReceipt({ hash }),
    ])
    const gas = `gas used ${receipt.gasUsed} of ${transaction.gas}`
    const replay = await client
      .call({
        account: transaction.from,
        to: transaction.to,
        data: transaction.input,
        value: transaction.value,
        gas: transaction.gas,
        blockNumber: receipt.blockNumber - 1n,
      })
      .then(
        () => 'the replay on the previous block succeeds',
        (error: unknown) => (error instanceof BaseError ? error.shortMessage : String(error)),
      )
    return `${gas}; ${replay}`
  } catch (error) {
    return `(could not replay: ${String(error)})`
  }
}

export async function approve(client: DevnetClient, token: Address, spender: Address) {
  await send(client, {
    account: trader,
    chain: client.chain,
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, maxUint256],
  })
}

export function swap(
  client: DevnetClient,
  book: AddressBook,
  tokenIn: Address,
  tokenOut: Address,
  fee: number,
  amountIn: bigint,
) {
  return send(client, {
    account: trader,
    chain: client.chain,
    address: book.contracts.SwapRouter02!,
    abi: swapRouterAbi,
    functionName: 'exactInputSingle',
    args: [
      {
        tokenIn,
        tokenOut,
        fee,
        recipient: trader.address,
        amountIn,
        amountOutMinimum: 0n,
        sqrtPriceLimitX96: 0n,
      },
    ],
  })
}

/** Mints a position around the current price at ticks no position uses yet; returns those ticks. */
export async function mintAtFreshTicks(
  client: DevnetClient,
  book: AddressBook,
  pool: Address,
  amounts: [bigint, bigint],
): Promise<[number, number]> {
  const entry = book.v3Pools.find((candidate) => candidate.address === pool)!
  const [, tick] = await client.readContract({ address: pool, abi: poolAbi, functionName: 'slot0' })
  const spacing = await client.readContract({ address: pool, abi: poolAbi, functionName: 'tickSpacing' })
  const used = await chainTicks(client, book, pool)
  const base = Math.floor(tick / spacing) * spacing
  let offset = 3
  while (used.has(base - offset * spacing) || used.has(base + (offset + 1) * spacing)) offset++
  const range: [number, number] = [base - offset * spacing, base + (offset + 1) * spacing]
  const block = await client.getBlock()
  await send(client, {
    account: trader,
    chain: client.chain,
    address: book.contracts.NonfungiblePositionManager!,
    abi: positionManagerAbi,
    functionName: 'mint',
    args: [
      {
        token0: entry.token0,
        token1: entry.token1,
        fee: entry.fee,
        tickLower: range[0],
        tickUpper: range[1],
        amount0Desired: amounts[0],
        amount1Desired: amounts[1],
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: trader.address,
        deadline: block.timestamp + 3600n,
      },
    ],
  })
  return range
}

/**
 * Every seeded pool's price (token1 per token0, whole tokens) from slot0, and its token balances,
 * computed here with plain floats, independently of the indexer's code.
 */
export async function chainPrices(client: DevnetClient, book: AddressBook) {
  const decimalsOf = (address: Address) =>
    Object.values(book.tokens).find((token) => token.address === address)!.decimals
  const prices = new Map<string, { token1Price: number; balance0: number; balance1: number }>()
  for (const pool of book.v3Pools) {
    const [sqrtPriceX96] = await client.readContract({
      address: pool.address,
      abi: poolAbi,
      functionName: 'slot0',
    })
    const [d0, d1] = [decimalsOf(pool.token0), decimalsOf(pool.token1)]
    const balance = async (token: Address) =>
      Number(
        formatUnits(
          await client.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [pool.address],
          }),
          decimalsOf(token),
        ),
      )
    prices.set(pool.address.toLowerCase(), {
      token1Price: (Number(sqrtPriceX96) / 2 ** 96) ** 2 * 10 ** (d0 - d1),
      balance0: await balance(pool.token0),
      balance1: await balance(pool.token1),
    })
  }
  return prices
}

/** One transaction through several v3 pools: `tokens[i]` into `tokens[i + 1]` through the pool of `fees[i]`. */
export function swapPath(
  client: DevnetClient,
  book: AddressBook,
  tokens: Address[],
  fees: number[],
  amountIn: bigint,
) {
  const path = encodePacked(
    tokens.flatMap((_, i) => (i < fees.length ? ['address', 'uint24'] : ['address'])),
    tokens.flatMap((token, i) => (i < fees.length ? [token, fees[i]!] : [token])),
  )
  return send(client, {
    account: trader,
    chain: client.chain,
    address: book.contracts.SwapRouter02!,
    abi: swapRouterAbi,
    functionName: 'exactInput',
    args: [{ path, recipient: trader.address, amountIn, amountOutMinimum: 0n }],
  })
}
