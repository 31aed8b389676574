import type { AddressBook } from '@exchange/devnet'
import {
  type Address,
  erc20Abi,
  formatUnits,
  maxUint256,
  parseAbi,
  parseUnits,
  type TransactionReceipt,
} from 'viem'
import { expect, it } from 'vitest'
import { approve, type DevnetClient, graphql, send, trader } from './chain.ts'

/**
 * The v2 endpoint against the seeded devnet (chain 1): pairs, reserves and prices as the chain has
 * them, and a swap, an add and a remove made in the test, through Router02, counted where the v2
 * subgraph counts them. Registered inside the integration suite (indexer-suite.ts), once per store.
 */

const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
  'function totalSupply() view returns (uint256)',
])

const routerAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)',
  'function removeLiquidity(address tokenA, address tokenB, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB)',
])

/** Every pair of the canonical v2 factory in the seed: the listed pairs and the unsafe tokens' pairs. */
export function v2PairAddresses(book: AddressBook): Address[] {
  return [
    ...book.v2Pairs.map((pair) => pair.address),
    ...Object.values(book.unsafeTokens ?? {}).map((token) => token.pair),
  ]
}

export interface V2TestContext {
  url(): string
  base(): string
  chain(): { client: DevnetClient; book: AddressBook }
  waitUntilIndexed(block: number): Promise<void>
}

interface PairAnswer {
  id: string
  token0: { id: string; symbol: string; decimals: string; derivedETH: string }
  token1: { id: string; symbol: string; decimals: string; derivedETH: string }
  reserve0: string
  reserve1: string
  totalSupply: string
  reserveUSD: string
  reserveETH: string
  token0Price: string
  token1Price: string
  volumeUSD: string
  txCount: string
}

const PAIR_FIELDS = `id token0 { id symbol decimals derivedETH } token1 { id symbol decimals derivedETH }
  reserve0 reserve1 totalSupply reserveUSD reserveETH token0Price token1Price volumeUSD txCount`

async function chainPair(client: DevnetClient, address: Address) {
  const [[reserve0, reserve1], totalSupply] = await Promise.all([
    client.readContract({ address, abi: pairAbi, functionName: 'getReserves' }),
    client.readContract({ address, abi: pairAbi, functionName: 'totalSupply' }),
  ])
  return { reserve0, reserve1, totalSupply }
}

const close = (actual: number, expected: number, relative: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * relative)

export function v2Tests(context: V2TestContext): void {
  const readPair = async (id: string) => {
    const query = `query($id: ID!) { pair(id: $id) { ${PAIR_FIELDS} } }`
    return (await graphql<{ pair: PairAnswer }>(context.url(), query, { id })).pair
  }

  it('serves v2 on chain 1 at the public v2 subgraph path, with every seeded pair as the chain has it', async () => {
    expect(context.url()).toBe(`${context.base()}/subgraphs/name/uniswap/uniswap-v2`)
    const { client, book } = context.chain()
    const answer = await graphql<{ pairs: PairAnswer[]; bundle: { ethPrice: string } }>(
      context.url(),
      `{ bundle(id: "1") { ethPrice } pairs(first: 1000, orderBy: reserveUSD, orderDirection: desc) { ${PAIR_FIELDS} } }`,
      {},
    )
    expect(book.v2Pairs.length).toBeGreaterThan(5)
    for (const seeded of book.v2Pairs) {
      const indexed = answer.pairs.find((pair) => pair.id === seeded.address.toLowerCase())
      expect(indexed, `${seeded.symbolA}/${seeded.symbolB}`).toBeDefined()
      const onChain = await chainPair(client, seeded.address)
      expect(indexed!.reserve0).toBe(formatUnits(onChain.reserve0, Number(indexed!.token0.decimals)))
      expect(indexed!.reserve1).toBe(formatUnits(onChain.reserve1, Number(indexed!.token1.decimals)))
      expect(indexed!.totalSupply).toBe(formatUnits(onChain.totalSupply, 18))
      close(Number(indexed!.token0Price), Number(indexed!.reserve0) / Number(indexed!.reserve1), 1e-12)
      close(Number(indexed!.token0Price) * Number(indexed!.token1Price), 1, 1e-12)
    }
    // Ordered by reserveUSD, every seeded pair priced: the deepest is the $8M WETH/USDC pair.
    const usd = answer.pairs.map((pair) => Number(pair.reserveUSD))
    expect(usd).toEqual([...usd].sort((a, b) => b - a))
    expect(answer.pairs[0]!.token0.symbol + answer.pairs[0]!.token1.symbol).toBe('USDCWETH')
    close(usd[0]!, 8_000_000, 0.1)
    // ethPrice: the stablecoin pairs' WETH prices weighted by their WETH reserves (the seed's ~$3,000s).
    const stable = answer.pairs.filter(
      (pair) =>
        [pair.token0.symbol, pair.token1.symbol].sort().join() === 'USDC,WETH' ||
        [pair.token0.symbol, pair.token1.symbol].sort().join() === 'DAI,WETH' ||
        [pair.token0.symbol, pair.token1.symbol].sort().join() === 'USDT,WETH',
    )
    expect(stable).toHaveLength(3)
    let weighted = 0
    let weight = 0
    for (const pair of stable) {
      const wethIs0 = pair.token0.symbol === 'WETH'
      const eth = Number(wethIs0 ? pair.reserve0 : pair.reserve1)
      weighted += Number(wethIs0 ? pair.token1Price : pair.token0Price) * eth
      weight += eth
    }
    close(Number(answer.bundle.ethPrice), weighted / weight, 1e-9)
    // A token priced through its WETH pair: UNI's derivedETH is the pair's WETH per UNI.
    const uni = answer.pairs.find((pair) => pair.token0.symbol === 'UNI' && pair.token1.symbol === 'WETH')!
    close(Number(uni.token0.derivedETH), Number(uni.token1Price), 1e-9)
  })

  it('has weeks of pair day data from the seeded history', async () => {
    const { book } = context.chain()
    const entry = book.v2Pairs.find((pair) => [pair.symbolA, pair.symbolB].sort().join() === 'UNI,WETH')!
    const answer = await graphql<{
      pairDayDatas: { date: number; dailyVolumeUSD: string; reserveUSD: string }[]
    }>(
      context.url(),
      `query($pair: String!) { pairDayDatas(first: 1000, orderBy: date, where: { pairAddress: $pair }) { date dailyVolumeUSD reserveUSD } }`,
      { pair: entry.address.toLowerCase() },
    )
    const days = answer.pairDayDatas
    expect(days.length).toBeGreaterThanOrEqual(20)
    expect((days.at(-1)!.date - days[0]!.date) / 86_400).toBeGreaterThan(20)
    expect(days.filter((day) => Number(day.dailyVolumeUSD) > 0).length).toBeGreaterThanOrEqual(15)
    expect(days.every((day) => Number(day.reserveUSD) > 0)).toBe(true)
  })

  let swapReceipt: TransactionReceipt | undefined

  it('lists a v2 swap made now with its amounts; reserves follow Sync; day and hour buckets add up', async () => {
    const { client, book } = context.chain()
    const entry = book.v2Pairs.find((pair) => [pair.symbolA, pair.symbolB].sort().join() === 'USDC,WETH')!
    const id = entry.address.toLowerCase()
    const usdc = book.tokens.USDC!.address
    const weth = book.tokens.WETH!.address
    const router = book.contracts.UniswapV2Router02!
    const buckets = (day: number) =>
      graphql<{
        pairDayDatas: {
          date: number
          dailyVolumeUSD: string
          dailyTxns: string
          reserveUSD: string
          pairAddress: string
        }[]
        pairHourDatas: { hourStartUnix: number; hourlyVolumeUSD: string; hourlyTxns: string }[]
        tokenDayDatas: { date: number; dailyVolumeToken: string; priceUSD: string }[]
      }>(
        context.url(),
        `query($pair: String!, $token: String!, $day: Int!) {
          pairDayDatas(where: { pairAddress: $pair, date: $day }) { date dailyVolumeUSD dailyTxns reserveUSD pairAddress }
          pairHourDatas(first: 24, where: { pair: $pair, hourStartUnix_gte: $day }) { hourStartUnix hourlyVolumeUSD hourlyTxns }
          tokenDayDatas(where: { token: $token, date: $day }) { date dailyVolumeToken priceUSD }
        }`,
        { pair: id, token: usdc.toLowerCase(), day },
      )
    const before = await readPair(id)
    expect(before.token0.symbol).toBe('USDC')
    await approve(client, usdc, router)
    const latest = await client.getBlock()
    const dayOf = (timestamp: bigint) => Math.floor(Number(timestamp) / 86_400) * 86_400
    const bucketsBefore = await buckets(dayOf(latest.timestamp))
    const wethBefore = await client.readContract({
      address: weth,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.address],
    })
    swapReceipt = await send(client, {
      account: trader,
      chain: client.chain,
      address: router,
      abi: routerAbi,
      functionName: 'swapExactTokensForTokens',
      args: [parseUnits('10000', 6), 0n, [usdc, weth], trader.address, maxUint256],
    })
    const wethOut =
      (await client.readContract({
        address: weth,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [trader.address],
      })) - wethBefore
    await context.waitUntilIndexed(Number(swapReceipt.blockNumber))
    const after = await readPair(id)
    const onChain = await chainPair(client, entry.address)
    expect(after.reserve0).toBe(formatUnits(onChain.reserve0, 6))
    expect(after.reserve1).toBe(formatUnits(onChain.reserve1, 18))
    expect(BigInt(after.txCount) - BigInt(before.txCount)).toBe(1n)
    // 10,000 USDC for WETH: both sides whitelisted, the average of their dollar values, ~$10,000.
    const volume = Number(after.volumeUSD) - Number(before.volumeUSD)
    close(volume, 10_000, 0.01)
    const listed = await graphql<{
      swaps: Record<string, string | { id: string }>[]
      transaction: { id: string; swaps: { id: string }[] }
    }>(
      context.url(),
      `query($pair: String!, $hash: ID!) {
        swaps(first: 1, orderBy: timestamp, orderDirection: desc, where: { pair: $pair }) {
          id pair { id } amount0In amount1In amount0Out amount1Out amountUSD sender to from timestamp transaction { id }
        }
        transaction(id: $hash) { id swaps { id } }
      }`,
      { pair: id, hash: swapReceipt.transactionHash },
    )
    expect(listed.swaps[0]).toEqual({
      id: `${swapReceipt.transactionHash}-0`,
      pair: { id },
      amount0In: '10000',
      amount1In: '0',
      amount0Out: '0',
      amount1Out: formatUnits(wethOut, 18),
      amountUSD: expect.any(String),
      sender: router.toLowerCase(),
      to: trader.address.toLowerCase(),
      from: trader.address.toLowerCase(),
      timestamp: String((await client.getBlock({ blockNumber: swapReceipt.blockNumber })).timestamp),
      transaction: { id: swapReceipt.transactionHash },
    })
    close(Number(listed.swaps[0]!.amountUSD), volume, 1e-9)
    expect(listed.transaction.swaps).toEqual([{ id: `${swapReceipt.transactionHash}-0` }])
    // Buckets: the day moved by the swap's volume and one transaction, and its hours add up to it.
    const block = await client.getBlock({ blockNumber: swapReceipt.blockNumber })
    const day = dayOf(block.timestamp)
    const bucketsAfter = await buckets(day)
    const dayAfter = bucketsAfter.pairDayDatas[0]!
    expect(dayAfter.date).toBe(day)
    expect(dayAfter.pairAddress).toBe(id)
    const dayBefore = bucketsBefore.pairDayDatas.find((bucket) => bucket.date === day)
    close(Number(dayAfter.dailyVolumeUSD) - Number(dayBefore?.dailyVolumeUSD ?? 0), volume, 1e-6)
    expect(BigInt(dayAfter.dailyTxns) - BigInt(dayBefore?.dailyTxns ?? 0)).toBe(1n)
    close(Number(dayAfter.reserveUSD), Number(after.reserveUSD), 1e-9)
    const hours = bucketsAfter.pairHourDatas
    expect(
      hours.some((hour) => hour.hourStartUnix === Math.floor(Number(block.timestamp) / 3600) * 3600),
    ).toBe(true)
    close(
      hours.reduce((sum, hour) => sum + Number(hour.hourlyVolumeUSD), 0),
      Number(dayAfter.dailyVolumeUSD),
      1e-9,
    )
    expect(hours.reduce((sum, hour) => sum + BigInt(hour.hourlyTxns), 0n)).toBe(BigInt(dayAfter.dailyTxns))
    const tokenDayBefore = bucketsBefore.tokenDayDatas.find((bucket) => bucket.date === day)
    close(
      Number(bucketsAfter.tokenDayDatas[0]!.dailyVolumeToken) - Number(tokenDayBefore?.dailyVolumeToken ?? 0),
      10_000,
      1e-9,
    )
    close(Number(bucketsAfter.tokenDayDatas[0]!.priceUSD), 1, 0.05)
  })

  it('lists an add and a remove of liquidity as a Mint and a Burn with the liquidity they moved', async () => {
    const { client, book } = context.chain()
    const entry = book.v2Pairs.find((pair) => [pair.symbolA, pair.symbolB].sort().join() === 'USDC,WETH')!
    const id = entry.address.toLowerCase()
    const usdc = book.tokens.USDC!.address
    const weth = book.tokens.WETH!.address
    const router = book.contracts.UniswapV2Router02!
    await approve(client, weth, router)
    await approve(client, entry.address, router)
    const added = await send(client, {
      account: trader,
      chain: client.chain,
      address: router,
      abi: routerAbi,
      functionName: 'addLiquidity',
      args: [usdc, weth, parseUnits('3000', 6), parseUnits('2', 18), 0n, 0n, trader.address, maxUint256],
    })
    const liquidity = await client.readContract({
      address: entry.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.address],
    })
    expect(liquidity).toBeGreaterThan(0n)
    const removed = await send(client, {
      account: trader,
      chain: client.chain,
      address: router,
      abi: routerAbi,
      functionName: 'removeLiquidity',
      args: [usdc, weth, liquidity, 0n, 0n, trader.address, maxUint256],
    })
    await context.waitUntilIndexed(Number(removed.blockNumber))
    const answer = await graphql<{
      mints: { id: string; to: string; liquidity: string; amount0: string; amountUSD: string }[]
      burns: { id: string; to: string; sender: string; liquidity: string; amountUSD: string }[]
      pair: { totalSupply: string }
    }>(
      context.url(),
      `query($pair: String!, $id: ID!) {
        mints(first: 1, orderBy: timestamp, orderDirection: desc, where: { pair: $pair }) { id to liquidity amount0 amountUSD }
        burns(first: 1, orderBy: timestamp, orderDirection: desc, where: { pair: $pair }) { id to sender liquidity amountUSD }
        pair(id: $id) { totalSupply }
      }`,
      { pair: id, id },
    )
    const liquidityText = formatUnits(liquidity, 18)
    expect(answer.mints[0]).toMatchObject({
      id: `${added.transactionHash}-0`,
      to: trader.address.toLowerCase(),
      liquidity: liquidityText,
    })
    expect(answer.burns[0]).toMatchObject({
      id: `${removed.transactionHash}-0`,
      to: trader.address.toLowerCase(),
      sender: router.toLowerCase(),
      liquidity: liquidityText,
    })
    // About $3,000 of USDC and as much WETH went in, and came out again.
    close(Number(answer.mints[0]!.amountUSD), 6_000, 0.1)
    close(Number(answer.burns[0]!.amountUSD), Number(answer.mints[0]!.amountUSD), 0.01)
    expect(answer.pair.totalSupply).toBe(
      formatUnits((await chainPair(client, entry.address)).totalSupply, 18),
    )
  })
}
