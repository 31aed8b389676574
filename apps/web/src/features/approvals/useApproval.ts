import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { useCallback } from 'react'
import type { Address } from 'viem'
import { useAccount, useClient } from 'wagmi'
import { useTransactionFlow } from '../transactions'
import type { ApprovalState } from './approvalState'
import { approveTransaction } from './approveTransaction'
import { useApprovalState } from './useApprovalState'

/**
 * The approval of `amount` for `spender`, and the callback that asks for it: approve the maximum, or the
 * exact amount when the maximum fails at gas estimation (some tokens refuse it). Sent through the
 * transaction flow, it never rejects: a failure is logged, and the allowance read says where it stands.
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
  const publicClient = useClient({ chainId })
  const { send } = useTransactionFlow()
  const approve = useCallback(async () => {
    if (state !== 'NOT_APPROVED' || !token || !spender || !amount || !account || !publicClient) return
    const exact = BigInt(amount.quotient.toString())
    await send(() => approveTransaction(publicClient, { account, token, spender, exact }))
  }, [state, token, spender, amount, account, publicClient, send])
  return { state, approve }
}
