import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useAccount } from 'wagmi'
import { PageHeader } from '../../components/PageHeader'
import { ExplorerDataType, getExplorerLink } from '../../lib/explorer'
import { transactionsCsv } from './csv'
import { useAllTransactions } from './hooks'
import { TransactionList } from './TransactionList'

/** Saves `text` as a file through a temporary link. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}

/** /activity: every transaction this app sent for the connected account on this chain, kept across restarts. */
export default function ActivityPage() {
  const { t } = useLingui()
  const { address, chainId } = useAccount()
  const all = useAllTransactions()
  const mine = useMemo(
    () => all.filter((tx) => !!address && tx.from.toLowerCase() === address.toLowerCase()),
    [all, address],
  )
  return (
    <div className="activity-page">
      <PageHeader title={t`Activity`} />
      {!address ? (
        <p>
          <Trans>Connect a wallet to see the transactions sent from this app.</Trans>
        </p>
      ) : mine.length === 0 ? (
        <p>
          <Trans>No transactions sent from this app yet for this account on this network.</Trans>
        </p>
      ) : (
        <>
          <button
            type="button"
            className="secondary-button"
            onClick={() =>
              download(
                `activity-${chainId ?? ''}-${address}.csv`,
                transactionsCsv(mine, (chain, hash) =>
                  getExplorerLink(chain, hash, ExplorerDataType.TRANSACTION),
                ),
              )
            }
          >
            <Trans>Export CSV</Trans>
          </button>
          <TransactionList transactions={mine} showTime />
        </>
      )}
    </div>
  )
}
