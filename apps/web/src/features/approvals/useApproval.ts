import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { useCallback, useMemo } from 'react'
import { type Address, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { estimateGas } from 'viem/actions'
import { useAccount, useClient } from 'wagmi'
import { useSingleCallResult } from '../../lib/multicall'
import { useSendTransaction } from '../../lib/transactions/useSendTransaction'
import { isPending, TransactionType, useAllTransactions, useTransactionAdder } from '../transactions'
import type { ApprovalState } from './approvalState'
import { approvalState, isRecentApproval } from './approvalState'

/** Whether an approval of this token for this spender was sent and has no receipt yet (within a day). */
function useHasPendingApproval(token: Address | undefined, spender: Address | undefined): boolean {
  const transactions = useAllTransactions()
  return useMemo(() => {
    if (!token || !spender) return false
    const now = Date.now()
    return transactions.some(
      (tx) =>
        tx.info.type === TransactionType.APPROVAL &&
        tx.info.tokenAddress.toLowerCase() === token.toLowerCase() &&
        tx.info.spender.toLowerCase() === spender.toLowerCase() &&
        isPending(tx) &&
        isRecentApproval(tx.addedTime, now),
    )
  }, [transactions, token, spender])
}

/**
 * The approval of `amount` for `spender`, and the callback that asks for it: approve the maximum, or the
 * exact amount when the maximum fails at gas estimation (some tokens refuse it).
 */
export function useApproval(
  amount: CurrencyAmount<Currency> | undefined,
  spender: Address | undefined,
  chainId: number,
): { state: ApprovalState; approve: () => Promise<void> } {
  const { address: account } = useAccount()
  const currency = amount?.currency
  const token = currency && !currency.isNative ? (currency.address as Address) : undefined
  const allowance = useSingleCallResult(chainId, {
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: account && spender ? [account, spender] : undefined,
  })
  const pendingApproval = useHasPendingApproval(token, spender)
  const state = approvalState({
    isNative: !!currency?.isNative,
    amount: amount ? BigInt(amount.quotient.toString()) : undefined,
    allowance: allowance.result,
    pendingApproval,
  })
  const send = useSendTransaction()
  const publicClient = useClient({ chainId })
  const addTransaction = useTransactionAdder()
  const approve = useCallback(async () => {
    if (state !== 'NOT_APPROVED' || !token || !spender || !amount || !account || !publicClient) return
    const approveData = (value: bigint) =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, value] })
    let value = maxUint256
    try {
      await estimateGas(publicClient, { account, to: token, data: approveData(maxUint256) })
    } catch {
      value = BigInt(amount.quotient.toString())
    }
    const hash = await send({ to: token, data: approveData(value) })
    addTransaction(hash, { type: TransactionType.APPROVAL, tokenAddress: token, spender })
  }, [state, token, spender, amount, account, publicClient, send, addTransaction])
  return { state, approve }
}
