import { useCallback, useMemo } from 'react'
import { useAccount } from 'wagmi'
import { useAppDispatch, useAppSelector, useAppStore } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import {
  addTransaction,
  assertTransactionHash,
  isPending,
  type SentDetails,
  type TransactionDetails,
  type TransactionInfo,
} from './state'

/** Every recorded transaction of the connected chain, newest first. */
export function useAllTransactions(): TransactionDetails[] {
  const chainId = useActiveChainId()
  const records = useAppSelector((state) => (chainId ? state.transactions[chainId] : undefined))
  return useMemo(() => Object.values(records ?? {}).sort((a, b) => b.addedTime - a.addedTime), [records])
}

/** The connected account's transactions still waiting for a receipt. */
export function usePendingTransactions(): TransactionDetails[] {
  const { address } = useAccount()
  const all = useAllTransactions()
  return useMemo(
    () => all.filter((tx) => isPending(tx) && tx.from.toLowerCase() === address?.toLowerCase()),
    [all, address],
  )
}

/**
 * A recorded transaction of the connected chain, for screens that show what became of one they sent:
 * they read its state with transactionStatus (the chain's receipt, or the nonce taken by another
 * transaction), never from a receipt of their own, so a cancelled or replaced one is never shown pending.
 */
export function useTransactionRecord(hash: string | undefined): TransactionDetails | undefined {
  const chainId = useActiveChainId()
  return useAppSelector((state) => (hash && chainId ? state.transactions[chainId]?.[hash] : undefined))
}

/**
 * Records a sent transaction the moment the wallet returns its hash, with what was sent (target, value,
 * exact calldata, the nonce asked for), so that it is tracked until the chain decides it, across reloads.
 */
export function useTransactionAdder() {
  const { address, chainId } = useAccount()
  const dispatch = useAppDispatch()
  const store = useAppStore()
  return useCallback(
    (response: string | { hash?: string }, info: TransactionInfo, sent?: SentDetails) => {
      if (!address || !chainId) return
      const hash = assertTransactionHash(response)
      const details = sent ?? {}
      const addedBlock = store.getState().application.blockNumber[chainId]
      dispatch(
        addTransaction({
          chainId,
          hash,
          from: address,
          info,
          ...details,
          ...(addedBlock !== undefined ? { addedBlock: Number(addedBlock) } : {}),
        }),
      )
    },
    [address, chainId, dispatch, store],
  )
}
