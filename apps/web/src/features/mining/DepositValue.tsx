import { Trans, useLingui } from '@lingui/react/macro'
import { formatAmount, formatSignificant } from '../../lib/format'

/** What staked liquidity is worth: in dollars when it can be quoted, in ether otherwise. */
export function DepositValue({
  value,
  usdDecimals,
}: {
  value: { eth: bigint; usd: bigint | undefined } | undefined
  usdDecimals: number
}) {
  const { i18n } = useLingui()
  if (value === undefined) return <>-</>
  if (value.usd !== undefined) {
    const usd = formatAmount(value.usd, usdDecimals, 0, i18n.locale)
    return <Trans>${usd}</Trans>
  }
  const eth = formatSignificant(value.eth, 18, 4, i18n.locale)
  return <Trans>{eth} ETH</Trans>
}
