import { type Address, encodeFunctionData } from 'viem'
import type { TransactionRequest } from '../../../lib/transactions/request'

export const weth9Abi = [
  { type: 'function', name: 'deposit', stateMutability: 'payable', inputs: [], outputs: [] },
  {
    type: 'function',
    name: 'withdraw',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'wad', type: 'uint256' }],
    outputs: [],
  },
] as const

/**
 * A wrap is WETH9's deposit with the amount as value, an unwrap its withdraw of the amount: what the
 * swap card simulates under the Wrap button and what the button sends.
 */
export function wrapTransactionRequest(
  wrapType: 'WRAP' | 'UNWRAP',
  wrappedNative: Address,
  amount: bigint,
): TransactionRequest {
  return wrapType === 'WRAP'
    ? {
        to: wrappedNative,
        data: encodeFunctionData({ abi: weth9Abi, functionName: 'deposit' }),
        value: amount,
      }
    : {
        to: wrappedNative,
        data: encodeFunctionData({ abi: weth9Abi, functionName: 'withdraw', args: [amount] }),
      }
}
