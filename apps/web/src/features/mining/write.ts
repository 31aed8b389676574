import { useCallback } from 'react'
import {
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type EncodeFunctionDataParameters,
  encodeFunctionData,
  type Hash,
} from 'viem'
import { type TransactionRequest, useSendTransaction } from '../../lib/transactions/useSendTransaction'

export { isUserRejection } from '../../lib/transactions/errors'
export { calculateGasMargin } from '../../lib/transactions/gas'

type WriteName<abi extends Abi> = ContractFunctionName<abi, 'nonpayable' | 'payable'>

export interface ContractWrite<abi extends Abi, functionName extends WriteName<abi>> {
  address: Address
  abi: abi
  functionName: functionName
  args: ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>
  /** A fixed gas limit; without one the gas is estimated and raised by 20%. */
  gas?: bigint
}

/**
 * The transaction of a contract call: its address, the encoded call and the fixed gas limit if any.
 * What a confirm dialog simulates and what useContractWrite sends are both built here.
 */
export function contractWriteRequest<const abi extends Abi, functionName extends WriteName<abi>>(
  request: ContractWrite<abi, functionName>,
): TransactionRequest {
  // The generic parameters of encodeFunctionData do not follow through a generic ABI; the widened
  // form encodes the same way.
  const data = encodeFunctionData({
    abi: request.abi,
    functionName: request.functionName,
    args: request.args,
  } as EncodeFunctionDataParameters)
  return { to: request.address, data, ...(request.gas === undefined ? {} : { gas: request.gas }) }
}

/**
 * Sends a contract call from the connected wallet on its chain: gas estimated and raised by 20% (or the
 * fixed limit given). Resolves with the hash; rejects with the estimate's or the wallet's error.
 */
export function useContractWrite() {
  const send = useSendTransaction()
  return useCallback(
    async <const abi extends Abi, functionName extends WriteName<abi>>(
      request: ContractWrite<abi, functionName>,
    ): Promise<Hash> => send(contractWriteRequest(request)),
    [send],
  )
}
