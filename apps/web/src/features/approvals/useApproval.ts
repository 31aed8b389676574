import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { useCallback } from 'react'
import { type Address, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { estimateGas } from 'viem/actions'
import { useAccount, useClient } from 'wagmi'
import { useSendTransaction } from '../../lib/transactions/useSendTransaction'
import { TransactionType, useTransactionAdder } from '../transactions'
import type { ApprovalState } from './approvalState'
import { useApprovalState } from './useApprovalState'

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
  const state = useApprovalState(
    token,
    !!currency?.isNative,
    amount ? BigInt(amount.quotient.toString()) : undefined,
    spender,
    chainId,
  )
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
