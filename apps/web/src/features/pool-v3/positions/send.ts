import { useCallback } from 'react'
import type { Hex } from 'viem'
import { useAccount } from 'wagmi'
import { useAppSelector } from '../../../core/store'
import { type TransactionRequest, useSendTransaction } from '../../../lib/transactions/useSendTransaction'
import type { TransactionInfo } from '../../transactions'
import { useTransactionAdder } from '../../transactions'

/**
 * Sends a position manager transaction (gas estimated, then sent with the 120% margin) and records it,
 * so that it is tracked to its receipt with a popup, across reloads.
 */
export function useSendAndRecord(): (request: TransactionRequest, info: TransactionInfo) => Promise<Hex> {
  const send = useSendTransaction()
  const addTransaction = useTransactionAdder()
  return useCallback(
    async (request, info) => {
      const hash = await send(request)
      addTransaction(hash, info)
      return hash
    },
    [send, addTransaction],
  )
}

/** A recorded transaction's outcome: undefined while pending or unknown, else whether it succeeded. */
export function useTransactionOutcome(
  hash: string | undefined,
): 'pending' | 'success' | 'failed' | undefined {
  const { chainId } = useAccount()
  return useAppSelector((state) => {
    if (!hash || chainId === undefined) return undefined
    const record = state.transactions[chainId]?.[hash]
    if (!record) return undefined
    if (!record.receipt) return 'pending'
    const status = record.receipt.status
    return status === 'reverted' || status === 0 || status === '0x0' ? 'failed' : 'success'
  })
}
