import { useEffect, useMemo, useState } from 'react'
import { type Address, erc20Abi } from 'viem'
import { readContract } from 'viem/actions'
import { useAccount, useClient } from 'wagmi'
import { useSingleCallResult } from '../../lib/multicall'
import { isPending, TransactionType, useAllTransactions } from '../transactions'
import type { AllowanceRead, ApprovalState } from './approvalState'
import { approvalState, isRecentApproval, isStale, newestAllowance } from './approvalState'

/**
 * Of the approvals of this token for this spender: whether one was sent and has no receipt yet (within a
 * day), and the block of the latest one mined.
 */
function useApprovalTransactions(
  token: Address | undefined,
  spender: Address | undefined,
): { pending: boolean; minedBlock: bigint | undefined } {
  const transactions = useAllTransactions()
  return useMemo(() => {
    if (!token || !spender) return { pending: false, minedBlock: undefined }
    const now = Date.now()
    let pending = false
    let minedBlock: bigint | undefined
    for (const tx of transactions) {
      if (
        tx.info.type !== TransactionType.APPROVAL ||
        tx.info.tokenAddress.toLowerCase() !== token.toLowerCase() ||
        tx.info.spender.toLowerCase() !== spender.toLowerCase()
      )
        continue
      if (isPending(tx)) pending ||= isRecentApproval(tx.addedTime, now)
      else if (tx.receipt && (minedBlock === undefined || BigInt(tx.receipt.blockNumber) > minedBlock))
        minedBlock = BigInt(tx.receipt.blockNumber)
    }
    return { pending, minedBlock }
  }, [transactions, token, spender])
}

/**
 * Whether the connected account lets `spender` move `amount` of `token` (undefined for the native coin):
 * the allowance is read each block, and read again at the block of an approval's receipt, since the app
 * may learn of new blocks well after the receipt and meanwhile the old allowance would ask to approve again.
 */
export function useApprovalState(
  token: Address | undefined,
  isNative: boolean,
  amount: bigint | undefined,
  spender: Address | undefined,
  chainId: number,
): ApprovalState {
  const { address: account } = useAccount()
  const allowance = useSingleCallResult(chainId, {
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: account && spender ? [account, spender] : undefined,
  })
  const approvals = useApprovalTransactions(token, spender)
  const publicClient = useClient({ chainId })
  const [reread, setReread] = useState<(AllowanceRead & { key: string }) | undefined>()
  const readKey = `${chainId}:${token}:${account}:${spender}`
  const batched: AllowanceRead | undefined =
    allowance.result === undefined
      ? undefined
      : { value: allowance.result, blockNumber: allowance.blockNumber }
  const latest = newestAllowance(batched, reread?.key === readKey ? reread : undefined)
  const { minedBlock } = approvals
  const stale = isStale(latest?.blockNumber, minedBlock)
  useEffect(() => {
    if (!stale || minedBlock === undefined || !publicClient || !token || !account || !spender) return
    let live = true
    readContract(publicClient, {
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account, spender],
      blockNumber: minedBlock,
    })
      .then((value) => {
        if (live) setReread({ key: readKey, value, blockNumber: minedBlock })
      })
      .catch((error: unknown) => console.debug('Reading the allowance after the approval failed', error))
    return () => {
      live = false
    }
  }, [stale, minedBlock, publicClient, token, account, spender, readKey])
  return approvalState({
    isNative,
    amount,
    allowance: latest?.value,
    pendingApproval: approvals.pending,
    allowanceBlock: latest?.blockNumber,
    minedApprovalBlock: minedBlock,
  })
}
