import { useEffect } from 'react'
import { getTransactionReceipt } from 'viem/actions'
import { useClient } from 'wagmi'
import { addPopup, txnPopupDismissMs, updateBlockNumber } from '../../core/application'
import { useAppDispatch, useAppSelector, useAppStore } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import { checkedTransaction, finalizeTransaction, receiptRetryOptions, retry, shouldCheck } from './state'

/**
 * Tracks every recorded transaction of the current chain to its receipt, on the schedule of the
 * specification (shouldCheck), also after a reload; a receipt finalizes the record and shows a popup.
 */
export function TransactionUpdater() {
  const chainId = useActiveChainId()
  const client = useClient({ chainId })
  const blockNumber = useAppSelector((state) => state.application.blockNumber[chainId])
  // Re-check when a block arrives or the set of transactions awaiting a receipt changes; noting
  // that one was checked must not cancel and repeat the lookups of the others.
  const awaiting = useAppSelector((state) =>
    Object.values(state.transactions[chainId] ?? {})
      .filter((tx) => !tx.receipt)
      .map((tx) => tx.hash)
      .join(),
  )
  const store = useAppStore()
  const dispatch = useAppDispatch()

  useEffect(() => {
    const records = store.getState().transactions[chainId]
    if (!client || blockNumber === undefined || !records || !awaiting) return
    const lastBlockNumber = Number(blockNumber)
    const now = Date.now()
    const cancels = Object.values(records)
      .filter((tx) => shouldCheck(lastBlockNumber, tx, now))
      .map((tx) => {
        const { promise, cancel } = retry(async () => {
          const receipt = await getTransactionReceipt(client, { hash: tx.hash as `0x${string}` })
          if (!receipt) throw new Error('No receipt yet')
          return receipt
        }, receiptRetryOptions(chainId))
        promise.then(
          (receipt) => {
            dispatch(
              finalizeTransaction({
                chainId,
                hash: tx.hash,
                receipt: {
                  blockHash: receipt.blockHash,
                  blockNumber: Number(receipt.blockNumber),
                  contractAddress: receipt.contractAddress ?? null,
                  from: receipt.from,
                  status: receipt.status === 'success' ? 1 : 0,
                  to: receipt.to,
                  transactionHash: receipt.transactionHash,
                  transactionIndex: receipt.transactionIndex,
                },
              }),
            )
            dispatch(
              addPopup({
                content: { txn: { hash: tx.hash } },
                key: tx.hash,
                removeAfterMs: txnPopupDismissMs(chainId),
              }),
            )
            // The receipt shows a block the next poll may not have reached yet: everything read per block
            // (balances, positions) is read again now, not up to 15 s later with the user's edits stale.
            dispatch(updateBlockNumber({ chainId, blockNumber: Number(receipt.blockNumber) }))
          },
          (error: unknown) => {
            // Not mined yet (or the node does not know it yet): note the block and look again later.
            if (error instanceof Error && error.name === 'CancelledError') return
            dispatch(checkedTransaction({ chainId, hash: tx.hash, blockNumber: lastBlockNumber }))
          },
        )
        return cancel
      })
    return () => {
      for (const cancel of cancels) cancel()
    }
  }, [client, blockNumber, awaiting, chainId, dispatch, store])

  return null
}
