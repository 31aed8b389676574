import { useEffect } from 'react'
import { usePublicClient } from 'wagmi'
import { addPopup, txnPopupDismissMs } from '../../app/state/application'
import { useAppDispatch, useAppSelector } from '../../app/store'
import { useActiveChainId } from '../wallet/useActiveChainId'
import { checkedTransaction, finalizeTransaction, receiptRetryOptions, retry, shouldCheck } from './state'

/**
 * Tracks every recorded transaction of the current chain to its receipt, on the schedule of the
 * specification (shouldCheck), also after a reload; a receipt finalizes the record and shows a popup.
 */
export function TransactionUpdater() {
  const chainId = useActiveChainId()
  const client = usePublicClient({ chainId })
  const blockNumber = useAppSelector((state) => state.application.blockNumber[chainId])
  const records = useAppSelector((state) => state.transactions[chainId])
  const dispatch = useAppDispatch()

  useEffect(() => {
    if (!client || blockNumber === undefined || !records) return
    const lastBlockNumber = Number(blockNumber)
    const now = Date.now()
    const cancels = Object.values(records)
      .filter((tx) => shouldCheck(lastBlockNumber, tx, now))
      .map((tx) => {
        const { promise, cancel } = retry(async () => {
          const receipt = await client.getTransactionReceipt({ hash: tx.hash as `0x${string}` })
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
  }, [client, blockNumber, records, chainId, dispatch])

  return null
}
