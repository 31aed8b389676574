import { type Address, decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniswapInterfaceMulticallAbi } from '../../../apps/web/src/lib/multicall/abi.ts'
import {
  BALANCE_READ_GAS_REQUIRED,
  type Call,
  chunkCalls,
} from '../../../apps/web/src/lib/multicall/chunk.ts'
import { fetchChunk, type MulticallClient } from '../../../apps/web/src/lib/multicall/fetchChunk.ts'
import {
  DEV_ACCOUNTS,
  type Devnet,
  devnetClient,
  MAINNET_CONTRACTS,
  MAINNET_TOKENS,
  startDevnet,
} from '../src/index.ts'

/**
 * The chain-reads layer of the web app against the real `UniswapInterfaceMulticall` of the mainnet
 * replica: balances of the development accounts read in one eth_call match direct reads.
 */

const MULTICALL = MAINNET_CONTRACTS.UniswapInterfaceMulticall
const TOKENS = [MAINNET_TOKENS.USDC, MAINNET_TOKENS.DAI, MAINNET_TOKENS.WBTC] as const
const ACCOUNTS = DEV_ACCOUNTS.map((account) => account.address)

interface Read {
  call: Call
  /** The same value read directly, at a block. */
  direct: (blockNumber: bigint) => Promise<bigint>
  decode: (data: Hex) => bigint
}

let devnet: Devnet
let client: ReturnType<typeof devnetClient>
let reads: Read[]

beforeAll(async () => {
  devnet = await startDevnet({ l1Port: 0, l2Port: 0, chainIds: [1] })
  const chain = devnet.chains[1]
  if (!chain) throw new Error('the chain-1 devnet did not start')
  client = devnetClient(1, chain.url)
  reads = ACCOUNTS.flatMap((account): Read[] => [
    ...TOKENS.map(
      (token): Read => ({
        call: {
          address: token.address,
          callData: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account] }),
          gasRequired: BALANCE_READ_GAS_REQUIRED,
        },
        direct: (blockNumber) =>
          client.readContract({
            address: token.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account],
            blockNumber,
          }),
        decode: (data) => decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data }),
      }),
    ),
    {
      call: {
        address: MULTICALL,
        callData: encodeFunctionData({
          abi: uniswapInterfaceMulticallAbi,
          functionName: 'getEthBalance',
          args: [account],
        }),
        gasRequired: BALANCE_READ_GAS_REQUIRED,
      },
      direct: (blockNumber) => client.getBalance({ address: account, blockNumber }),
      decode: (data) =>
        decodeFunctionResult({ abi: uniswapInterfaceMulticallAbi, functionName: 'getEthBalance', data }),
    },
  ])
})

afterAll(async () => {
  await devnet?.stop()
})

async function directValues(blockNumber: bigint) {
  return Promise.all(reads.map((read) => read.direct(blockNumber)))
}

describe('chain reads through UniswapInterfaceMulticall', () => {
  it('reads 10 accounts × (USDC, DAI, WBTC, ETH) in one chunk, equal to direct reads', async () => {
    const multicallClient: MulticallClient = client
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const chunks = chunkCalls(reads.map((read) => read.call))
    expect(chunks).toHaveLength(1)
    const result = await fetchChunk(multicallClient, MULTICALL, chunks[0] ?? [], blockNumber)
    expect(result.blockNumber).toBe(blockNumber)
    expect(result.results).toHaveLength(40)
    expect(result.results.every((r) => r.success && r.error === undefined)).toBe(true)

    const viaMulticall = result.results.map((r, i) => reads[i]?.decode(r.returnData))
    const direct = await directValues(blockNumber)
    expect(viaMulticall).toEqual(direct)
    // The development accounts are funded: the comparison is not between zeros.
    expect(direct.filter((value) => value > 0n).length).toBeGreaterThan(20)
  })

  it('gives the same values when the calls are spread over several chunks', async () => {
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    // 100,000 gas per balance read: ten calls per 1,000,000 chunk.
    const chunks = chunkCalls(
      reads.map((read) => read.call),
      1_000_000,
    )
    expect(chunks.map((chunk) => chunk.length)).toEqual([10, 10, 10, 10])
    const fetched = await Promise.all(
      chunks.map((chunk) => fetchChunk(client, MULTICALL, chunk, blockNumber)),
    )
    const viaMulticall = fetched.flatMap((f) => f.results).map((r, i) => reads[i]?.decode(r.returnData))
    expect(viaMulticall).toEqual(await directValues(blockNumber))
  })

  it('fails a call with a tiny gas limit alone while the others succeed', async () => {
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const starved = 6
    const calls = reads.map((read, i) => (i === starved ? { ...read.call, gasRequired: 100 } : read.call))
    const result = await fetchChunk(client, MULTICALL, calls, blockNumber)
    expect(result.results.map((r) => r.success)).toEqual(calls.map((_, i) => i !== starved))
    expect(result.results[starved]?.error).toBeUndefined()
    const direct = await directValues(blockNumber)
    result.results.forEach((r, i) => {
      if (i !== starved) expect(reads[i]?.decode(r.returnData)).toBe(direct[i])
    })
  })

  it('reads at the requested block, not the latest', async () => {
    const before = await client.getBlockNumber({ cacheTime: 0 })
    const [read] = reads
    if (!read) throw new Error('no read')
    const beforeValue = await read.direct(before)
    const account = ACCOUNTS[0] as Address
    await client.impersonateAccount({ address: account })
    try {
      const hash = await client.writeContract({
        account,
        chain: client.chain,
        address: read.call.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [ACCOUNTS[1] as Address, 1n],
      })
      await client.waitForTransactionReceipt({ hash })
    } finally {
      await client.stopImpersonatingAccount({ address: account })
    }
    const after = await client.getBlockNumber({ cacheTime: 0 })
    expect(after).toBeGreaterThan(before)
    const [atBefore, atAfter] = await Promise.all([
      fetchChunk(client, MULTICALL, [read.call], before),
      fetchChunk(client, MULTICALL, [read.call], after),
    ])
    expect(atBefore.blockNumber).toBe(before)
    expect(atAfter.blockNumber).toBe(after)
    expect(read.decode(atBefore.results[0]?.returnData ?? '0x')).toBe(beforeValue)
    expect(read.decode(atAfter.results[0]?.returnData ?? '0x')).toBe(beforeValue - 1n)
  })
})
