import { useLingui } from '@lingui/react/macro'
import { ExternalLink } from '../../../components/ExternalLink'
import { ExplorerDataType, getExplorerLink } from '../../../lib/explorer'
import { safeDisplayText } from '../../../lib/format/displayText'
import { formatAgo, formatNumber, formatUsd } from '../logic/format'
import type { ActivityRow } from '../logic/transactions'

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** Recent swaps, adds and removes: when, what, the value, the amounts and who, each linked to the explorer. */
export function TransactionsTable({
  chainId,
  rows,
  now,
}: {
  chainId: number
  rows: readonly ActivityRow[]
  now: number
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const kindText = { swap: t`Swap`, add: t`Add`, remove: t`Remove` }
  return (
    <table className="explore-table" data-testid="explore-transactions">
      <caption className="visually-hidden">{t`Recent transactions`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Time`}</th>
          <th scope="col">{t`Type`}</th>
          <th scope="col">{t`USD value`}</th>
          <th scope="col">{t`Token amount`}</th>
          <th scope="col">{t`Token amount`}</th>
          <th scope="col">{t`Account`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="explore-transaction" data-hash={row.hash} data-kind={row.kind}>
            <td>
              <ExternalLink href={getExplorerLink(chainId, row.hash, ExplorerDataType.TRANSACTION)}>
                {formatAgo(row.timestamp, now, locale)}
              </ExternalLink>
            </td>
            <td>{kindText[row.kind]}</td>
            <td data-value={row.amountUSD}>{formatUsd(row.amountUSD, locale)}</td>
            <td>{`${formatNumber(row.amount0, locale)} ${safeDisplayText(row.symbol0)}`}</td>
            <td>{`${formatNumber(row.amount1, locale)} ${safeDisplayText(row.symbol1)}`}</td>
            <td>
              <ExternalLink href={getExplorerLink(chainId, row.account, ExplorerDataType.ADDRESS)}>
                {short(row.account)}
              </ExternalLink>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
