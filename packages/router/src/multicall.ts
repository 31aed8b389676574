import type { Abi, ContractFunctionName, Hex, PublicClient } from 'viem'
import { decodeFunctionResult, encodeFunctionData, multicall3Abi } from 'viem'
import type { Address } from './types.ts'

/**
 * The chain access the router needs: any viem PublicClient (or a client extended with public
 * actions) works, in Node or in a browser.
 */
export type RouterClient = Pick<
  PublicClient,
  'readContract' | 'getBlockNumber' | 'getBlock' | 'getGasPrice' | 'getLogs' | 'call' | 'getCode'
>

export interface EncodedCall {
  target: Address
  callData: Hex
}

export type CallResult = { success: true; returnData: Hex } | { success: false }

/**
 * Multicall3.aggregate3 with every call allowed to fail, pinned to one block so that everything read
 * belongs to the same state, split into chunks of `chunkSize` calls sent concurrently.
 */
export async function aggregate(
  client: RouterClient,
  multicall3: Address,
  calls: readonly EncodedCall[],
  blockNumber: bigint,
  chunkSize = 400,
): Promise<CallResult[]> {
  const chunks: EncodedCall[][] = []
  for (let i = 0; i < calls.length; i += chunkSize) chunks.push(calls.slice(i, i + chunkSize))
  const results = await Promise.all(
    chunks.map((chunk) =>
      client.readContract({
        address: multicall3,
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [chunk.map((call) => ({ target: call.target, allowFailure: true, callData: call.callData }))],
        blockNumber,
      }),
    ),
  )
  return results.flat().map((result) =>
    // A call to an address without code "succeeds" with no data: that is a missing contract.
    result.success && result.returnData !== '0x'
      ? { success: true, returnData: result.returnData }
      : { success: false },
  )
}

export function encodeCall<const TAbi extends Abi, TName extends ContractFunctionName<TAbi>>(
  target: Address,
  abi: TAbi,
  functionName: TName,
  args: readonly unknown[],
): EncodedCall {
  // viem's generic argument typing cannot follow a dynamic function name; the ABI checks the values.
  const callData = encodeFunctionData({ abi, functionName, args } as unknown as Parameters<
    typeof encodeFunctionData
  >[0])
  return { target, callData }
}

/** Decodes a successful result, or returns undefined for a failed call or undecodable data. */
export function decodeResult<T>(
  abi: Abi,
  functionName: string,
  result: CallResult | undefined,
): T | undefined {
  if (!result?.success) return undefined
  try {
    return decodeFunctionResult({ abi, functionName, data: result.returnData }) as T
  } catch {
    return undefined
  }
}
