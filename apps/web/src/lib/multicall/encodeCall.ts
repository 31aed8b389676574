import {
  type Abi,
  type AbiStateMutability,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type EncodeFunctionDataParameters,
  encodeFunctionData,
} from 'viem'
import { contractAddressOrNull } from '../contracts.ts'
import type { Call } from './chunk.ts'

export type CallArgs<abi extends Abi, functionName extends ContractFunctionName<abi>> = ContractFunctionArgs<
  abi,
  AbiStateMutability,
  functionName
>

/**
 * The call reading `functionName(...args)` on `address`, or undefined when there is no valid call:
 * no address, an invalid or zero one (logged as 'Failed to get contract'), or arguments that do not encode
 * (missing, undefined or of the wrong type).
 */
export function encodeCall<const abi extends Abi, functionName extends ContractFunctionName<abi>>(
  address: Address | undefined,
  abi: abi,
  functionName: functionName,
  args: CallArgs<abi, functionName> | undefined,
  gasRequired?: number,
): Call | undefined {
  if (!address) return undefined
  if ((args as readonly unknown[] | undefined)?.some((arg) => arg === undefined)) return undefined
  const contract = contractAddressOrNull(address)
  if (!contract) return undefined
  try {
    // The generic parameters of encodeFunctionData do not follow through a generic ABI; the widened
    // form encodes the same way.
    const callData = encodeFunctionData({ abi, functionName, args } as EncodeFunctionDataParameters)
    return gasRequired === undefined
      ? { address: contract, callData }
      : { address: contract, callData, gasRequired }
  } catch {
    return undefined
  }
}
