import { type Address, type Client, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { estimateGas } from 'viem/actions'
import { type PreparedTransaction, TransactionType } from '../transactions'

/**
 * The approval of `spender` for `token` (an ERC-20 or a v2 pair): the maximum, or `exact` when the
 * maximum fails at gas estimation (some tokens refuse it).
 */
export async function approveTransaction(
  client: Client,
  { account, token, spender, exact }: { account: Address; token: Address; spender: Address; exact: bigint },
): Promise<PreparedTransaction> {
  const approveData = (value: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, value] })
  let value = maxUint256
  try {
    await estimateGas(client, { account, to: token, data: approveData(maxUint256) })
  } catch {
    value = exact
  }
  return {
    request: { to: token, data: approveData(value) },
    info: { type: TransactionType.APPROVAL, tokenAddress: token, spender },
  }
}
