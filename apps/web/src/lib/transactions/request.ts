import {
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type EncodeFunctionDataParameters,
  encodeFunctionData,
  type Hex,
} from 'viem'

/** A transaction the app builds: what a confirm dialog simulates and what is sent, the same object. */
export interface TransactionRequest {
  to: Address
  data?: Hex
  value?: bigint
  /** A fixed gas limit instead of the estimate plus 20% (the staking contracts' known limits). */
  gas?: bigint
}

type WriteName<abi extends Abi> = ContractFunctionName<abi, 'nonpayable' | 'payable'>

export interface ContractWrite<abi extends Abi, functionName extends WriteName<abi>> {
  address: Address
  abi: abi
  functionName: functionName
  args: ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>
  /** A fixed gas limit; without one the gas is estimated and raised by 20%. */
  gas?: bigint
}

/** The transaction of a contract call: its address, the encoded call and the fixed gas limit if any. */
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
