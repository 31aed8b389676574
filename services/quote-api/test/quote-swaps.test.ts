import { MAINNET_CONTRACTS as C, devAccount, MAINNET, rpc, MAINNET_TOKENS as T } from '@exchange/devnet'
import type { QuoteAnswer } from '@exchange/quote-format'
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
import { describe, expect, it } from 'vitest'
import { client, devnet, get, onQuoteApi, quote } from './quote-api-fixture.ts'

/**
 * Quotes of the quote API executed through SwapRouter02 on the devnet replica: what they deliver and
 * take, their deadline, shared pools and held splits.
 */

onQuoteApi()

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
