import { useEffect, useRef } from 'react'
import { useClient } from 'wagmi'
import { addPopup, txnPopupDismissMs, updateBlockNumber } from '../../core/application'
import { useAppDispatch, useAppSelector, useAppStore } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import { lookWithRetries } from './lookWithRetries'
import {
  checkedTransaction,
  finalizeTransaction,
  isPending,
  nonceUsed,
  receiptRetryOptions,
  recordChainDetails,
  shouldCheck,
} from './state'
import { chainDetailsOf, lookAtChain } from './watch'

/**
 * Tracks every recorded transaction of the current chain until the chain decides it (lookAtChain): a
 * receipt of it or of one of its replacements, or its nonce used by another transaction. Also after a
 * reload. An RPC error only means 'look again at the next block'. Each decision shows a popup.
 */
export function TransactionUpdater() {
  const chainId = useActiveChainId()
  const client = useClient({ chainId })
  const blockNumber = useAppSelector((state) => state.application.blockNumber[chainId])
  // Re-check when a block arrives or the set of undecided transactions (or their replacements) changes.
  const awaiting = useAppSelector((state) =>
    Object.values(state.transactions[chainId] ?? {})
      .filter(isPending)
      .map((tx) => `${tx.hash}:${tx.replacements?.length ?? 0}:${tx.fromChain ? 1 : 0}`)
      .join(),
  )
  const store = useAppStore()
  const dispatch = useAppDispatch()
  // A look may take several blocks on a bad node: it is never started twice, nor abandoned.
  const inFlight = useRef(new Set<string>())

  useEffect(() => {
    const records = store.getState().transactions[chainId]
    if (!client || blockNumber === undefined || !records || !awaiting) return
    const lastBlockNumber = Number(blockNumber)
    const now = Date.now()
    for (const tx of Object.values(records)) {
      const key = `${chainId}:${tx.hash}`
      if (!isPending(tx) || inFlight.current.has(key)) continue
      if (tx.fromChain && !shouldCheck(lastBlockNumber, tx, now)) continue
      inFlight.current.add(key)
      void (async () => {
        try {
          // The nonce, fees and gas it was really sent with: needed to tell a used nonce, and to outbid it.
          if (!tx.fromChain) {
            const details = await chainDetailsOf(client, tx.hash)
            if (details) dispatch(recordChainDetails({ chainId, hash: tx.hash, details }))
          }
          const current = store.getState().transactions[chainId]?.[tx.hash]
          if (!current || !isPending(current)) return
          // On a layer 2 the node may not have indexed a just-mined transaction: look again a few times.
          const finding = await lookWithRetries(
            () => lookAtChain(client, current),
            receiptRetryOptions(chainId),
          )
          if (finding.kind === 'wait') {
            dispatch(checkedTransaction({ chainId, hash: tx.hash, blockNumber: lastBlockNumber }))
            return
          }
          if (finding.kind === 'mined') {
            dispatch(
              finalizeTransaction({
                chainId,
                hash: tx.hash,
                receipt: finding.receipt,
                ...(finding.outcome ? { outcome: finding.outcome } : {}),
                ...(finding.revertReason !== undefined ? { revertReason: finding.revertReason } : {}),
              }),
            )
            // The receipt shows a block the next poll may not have reached yet: everything read per
            // block (balances, positions) is read again now.
            dispatch(updateBlockNumber({ chainId, blockNumber: finding.receipt.blockNumber }))
          } else {
            dispatch(
              nonceUsed({
                chainId,
                hash: tx.hash,
                outcome: finding.outcome,
                ...(finding.replacedBy ? { replacedBy: finding.replacedBy } : {}),
                ...(finding.receipt ? { receipt: finding.receipt } : {}),
              }),
            )
          }
          dispatch(
            addPopup({
              content: { txn: { hash: tx.hash } },
              key: tx.hash,
              removeAfterMs: txnPopupDismissMs(chainId),
            }),
          )
        } catch (error) {
          // A bug, not the chain's answer: the transaction stays pending and is looked at again.
          console.error('Failed to check a transaction', error)
        } finally {
          inFlight.current.delete(key)
        }
      })()
    }
  }, [client, blockNumber, awaiting, chainId, dispatch, store])

  return null
}
