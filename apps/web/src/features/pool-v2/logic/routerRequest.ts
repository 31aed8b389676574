import { type Address, type ContractFunctionName, encodeFunctionData } from 'viem'
import type { TransactionRequest } from '../../../lib/transactions/request'
import { v2RouterAbi } from '../abi'

/** A call of a Router02 function, built by addCall or removeCalls. */
export interface RouterCall {
  functionName: ContractFunctionName<typeof v2RouterAbi>
  args: readonly unknown[]
}

/**
 * A Router02 call as the transaction to the router (without value). Each call is one of the ABI's
 * functions with its own arguments; the generic encoder cannot follow their unions.
 */
export function routerRequest(call: RouterCall, router: Address): TransactionRequest {
  return {
    to: router,
    data: encodeFunctionData({
      abi: v2RouterAbi,
      functionName: call.functionName,
      args: call.args,
    } as Parameters<typeof encodeFunctionData<typeof v2RouterAbi>>[0]),
  }
}
