import { useCallback } from 'react'
import type { Hex } from 'viem'
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
