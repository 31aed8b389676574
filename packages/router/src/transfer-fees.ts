import { decodeFunctionResult, encodeFunctionData, type Hex, multicall3Abi } from 'viem'
import { erc20Abi } from './abis.ts'
import type { ChainRoutingConfig } from './chains.ts'
import type { RouterClient } from './multicall.ts'
import type { Address, PoolState, TransferFee } from './types.ts'

/** An address with no code on any chain, which the probe borrows for one simulated call. */
const PROBE: Address = '0x000000000000000000000000000000000000fee5'

const codeCache = new WeakMap<object, Promise<Hex | undefined>>()

/** Fee of `fee` on `amount`, in parts per million, rounded to nearest. */
export const feePpm = (fee: bigint, amount: bigint): number =>
  amount > 0n ? Number((fee * 1_000_000n + amount / 2n) / amount) : 0

/** What a transfer of `amount` delivers when the token keeps `ppm` millionths of it. */
export const afterTransferFee = (amount: bigint, ppm: number): bigint =>
  ppm > 0 ? amount - (amount * BigInt(ppm)) / 1_000_000n : amount

/**
 * Measures a token's fee on transfer without any contract of our own: one eth_call in which a pool
 * that holds the token and a probe address both run Multicall3's code (a state override). The pool
 * sends 1% of its balance to the probe (what a buyer would receive) and the probe sends half of that
 * back (what a pool receives from a seller); the balance changes give both fees. Returns undefined
 * when no pool holds the token or the node refuses state overrides: the token is then treated as a
 * plain ERC-20.
 */
export async function detectTransferFee(
  client: RouterClient,
  config: ChainRoutingConfig,
  token: Address,
  pools: readonly PoolState[],
  blockNumber: bigint,
): Promise<TransferFee | undefined> {
  const holders = pools.filter(
    (pool) =>
      pool.token0.toLowerCase() === token.toLowerCase() || pool.token1.toLowerCase() === token.toLowerCase(),
  )
  // Prefer a v2 pair: its reserve tells how much it holds without another read.
  const holder = holders.find((pool) => pool.protocol === 'v2') ?? holders[0]
  if (!holder) return undefined
  try {
    let code = codeCache.get(client)
    if (!code) {
      code = client.getCode({ address: config.multicall3 })
      codeCache.set(client, code)
    }
    const multicallCode = await code
    if (!multicallCode) return undefined
    const balance = await client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder.address],
      blockNumber,
    })
    const amount = balance / 100n
    const half = amount / 2n
    if (half === 0n) return undefined
    const tokenCall = (callData: Hex) => ({ target: token, allowFailure: false, callData })
    const balanceOf = (owner: Address) =>
      tokenCall(encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] }))
    const sendBack = encodeFunctionData({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      args: [
        [
          tokenCall(
            encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [holder.address, half] }),
          ),
        ],
      ],
    })
    const data = encodeFunctionData({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      args: [
        [
          balanceOf(PROBE),
          tokenCall(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [PROBE, amount] })),
          balanceOf(PROBE),
          balanceOf(holder.address),
          { target: PROBE, allowFailure: false, callData: sendBack },
          balanceOf(holder.address),
        ],
      ],
    })
    const { data: returned } = await client.call({
      to: holder.address,
      data,
      blockNumber,
      stateOverride: [
        { address: holder.address, code: multicallCode },
        { address: PROBE, code: multicallCode },
      ],
    })
    if (!returned) return undefined
    const results = decodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', data: returned })
    const value = (index: number) => BigInt(results[index]!.returnData)
    const received = value(2) - value(0)
    const returnedToPool = value(5) - value(3)
    return { buyPpm: feePpm(amount - received, amount), sellPpm: feePpm(half - returnedToPool, half) }
  } catch {
    return undefined
  }
}
