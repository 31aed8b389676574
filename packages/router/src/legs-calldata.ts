import { type Address, encodeFunctionData, encodePacked, type Hex, parseAbi } from 'viem'
import type { Trade } from './routing/trade.ts'

/**
 * SwapRouter02 calldata for a trade that runs as legs (a held split, routing/held-split.ts): one call
 * per leg (per protocol section of a mixed leg), in order, in one multicall. router-sdk cannot write
 * these: its calls never swap a balance the router holds up to a price limit.
 */

const SWAP_ROUTER_02 = parseAbi([
  'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[] results)',
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
  'struct ExactInputParams { bytes path; address recipient; uint256 amountIn; uint256 amountOutMinimum; }',
  'function exactInput(ExactInputParams params) payable returns (uint256 amountOut)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to) payable returns (uint256 amountOut)',
  'function sweepToken(address token, uint256 amountMinimum, address recipient) payable',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
])

/** SwapRouter02's Constants: an amountIn of 0 swaps the router's whole balance of the input token. */
const CONTRACT_BALANCE = 0n
/** SwapRouter02's Constants: the router itself as a recipient. */
const ADDRESS_THIS: Address = '0x0000000000000000000000000000000000000002'

export interface LegsCalldataOptions {
  /** Basis points, e.g. 50 = 0.5%. */
  slippageBips: number
  recipient: Address
  /** Unix seconds. */
  deadline: number
}

/** What encoding a leg needs (a `TradeLeg`, or a leg of the quote API's answer). */
export interface EncodableLeg {
  /** Token addresses along the leg, input first. */
  tokenPath: readonly Address[]
  pools: readonly ({ protocol: 'v2' } | { protocol: 'v3'; fee: number })[]
  paidBy: 'trader' | 'router'
  /** The trader's payment (paidBy 'trader'). */
  amountIn: bigint
  sqrtPriceLimitX96?: bigint
}

export interface LegsCall {
  legs: readonly EncodableLeg[]
  /** The trade's output token (wrapped, when the trader gets the native coin). */
  tokenOut: Address
  inputIsNative: boolean
  outputIsNative: boolean
  /** The whole trade's minimum output. */
  amountOutMinimum: bigint
  recipient: Address
  /** Unix seconds. */
  deadline: bigint
  /** Calls before the legs (a permit of the input token). */
  firstCalls?: readonly Hex[]
}

/** As router-sdk writes a call's value: hex with an even number of digits. */
function toHex(value: bigint): Hex {
  const hex = value.toString(16)
  return `0x${hex.length % 2 ? '0' : ''}${hex}`
}

/** The smallest output the trade accepts: its output less the slippage, as router-sdk's minimumAmountOut. */
export function minimumOutput(amountOut: bigint, slippageBips: number): bigint {
  return (amountOut * (10_000n - BigInt(slippageBips))) / 10_000n
}

/** The calls of one leg: one per run of pools of one protocol, each sending its output to the router. */
function legCalls(leg: EncodableLeg): Hex[] {
  const calls: Hex[] = []
  let start = 0
  while (start < leg.pools.length) {
    const protocol = leg.pools[start]!.protocol
    let end = start + 1
    while (end < leg.pools.length && leg.pools[end]!.protocol === protocol) end++
    const tokens = leg.tokenPath.slice(start, end + 1)
    const amountIn = start === 0 && leg.paidBy === 'trader' ? leg.amountIn : CONTRACT_BALANCE
    const limit = start === 0 ? (leg.sqrtPriceLimitX96 ?? 0n) : 0n
    if (limit !== 0n && (protocol !== 'v3' || end - start !== 1))
      throw new Error('A price limit needs one v3 pool')
    if (protocol === 'v2') {
      calls.push(
        encodeFunctionData({
          abi: SWAP_ROUTER_02,
          functionName: 'swapExactTokensForTokens',
          args: [amountIn, 0n, tokens, ADDRESS_THIS],
        }),
      )
    } else if (end - start === 1) {
      const pool = leg.pools[start]!
      if (pool.protocol !== 'v3') throw new Error('not a v3 pool')
      calls.push(
        encodeFunctionData({
          abi: SWAP_ROUTER_02,
          functionName: 'exactInputSingle',
          args: [
            {
              tokenIn: tokens[0]!,
              tokenOut: tokens[1]!,
              fee: pool.fee,
              recipient: ADDRESS_THIS,
              amountIn,
              amountOutMinimum: 0n,
              sqrtPriceLimitX96: limit,
            },
          ],
        }),
      )
    } else {
      const pools = leg.pools.slice(start, end)
      const types = pools.flatMap(() => ['uint24', 'address'] as const)
      const values = pools.flatMap((pool, i) => {
        if (pool.protocol !== 'v3') throw new Error('not a v3 pool')
        return [pool.fee, tokens[i + 1]!] as const
      })
      const path = encodePacked(['address', ...types], [tokens[0]!, ...values])
      calls.push(
        encodeFunctionData({
          abi: SWAP_ROUTER_02,
          functionName: 'exactInput',
          args: [{ path, recipient: ADDRESS_THIS, amountIn, amountOutMinimum: 0n }],
        }),
      )
    }
    start = end
  }
  return calls
}

/**
 * The legs in one multicall. Every call sends its output to the router, and the last call pays the
 * trade's output to the recipient (unwrapped when the trader gets the native coin) and reverts below
 * the minimum: one check for the whole trade, as the legs' parts of it move with the price limits.
 */
export function encodeLegs(call: LegsCall): { calldata: Hex; value: Hex } {
  if (call.legs.length === 0) throw new Error('A trade of legs needs a leg')
  const payout = call.outputIsNative
    ? encodeFunctionData({
        abi: SWAP_ROUTER_02,
        functionName: 'unwrapWETH9',
        args: [call.amountOutMinimum, call.recipient],
      })
    : encodeFunctionData({
        abi: SWAP_ROUTER_02,
        functionName: 'sweepToken',
        args: [call.tokenOut, call.amountOutMinimum, call.recipient],
      })
  const calldata = encodeFunctionData({
    abi: SWAP_ROUTER_02,
    functionName: 'multicall',
    args: [call.deadline, [...(call.firstCalls ?? []), ...call.legs.flatMap(legCalls), payout]],
  })
  const paid = call.legs.reduce((sum, leg) => sum + (leg.paidBy === 'trader' ? leg.amountIn : 0n), 0n)
  return { calldata, value: toHex(call.inputIsNative ? paid : 0n) }
}

/** A found trade's legs (see `Trade.legs`) in one multicall, its minimum from the slippage in basis points. */
export function legsCalldata(trade: Trade, options: LegsCalldataOptions): { calldata: Hex; value: Hex } {
  if (!trade.legs) throw new Error('The trade has no legs')
  if (trade.tradeType !== 'exactIn') throw new Error('Legs run exact input only')
  return encodeLegs({
    legs: trade.legs.map((leg) => ({ ...leg, tokenPath: leg.tokenPath.map((token) => token.address) })),
    tokenOut: trade.tokenOut.address,
    inputIsNative: trade.inputIsNative,
    outputIsNative: trade.outputIsNative,
    amountOutMinimum: minimumOutput(trade.amountOut, options.slippageBips),
    recipient: options.recipient,
    deadline: BigInt(options.deadline),
  })
}
