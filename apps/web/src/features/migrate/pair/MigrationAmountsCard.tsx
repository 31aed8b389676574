import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core'
import type { MigrationView } from './logic/migrateState'
import { show } from './show'

/** What goes into v3 and what is refunded; once confirmed, the refund made. */
export function MigrationAmountsCard({
  symbol0,
  symbol1,
  amounts,
  native,
  sent,
  confirmed,
}: {
  symbol0: string | undefined
  symbol1: string | undefined
  amounts: MigrationView['amounts']
  native: Currency
  sent: { refund0: CurrencyAmount<Token>; refund1: CurrencyAmount<Token> } | undefined
  confirmed: boolean
}) {
  const { t, i18n } = useLingui()
  return (
    <section className="migrate-pair__card" aria-label={t`Migration amounts`}>
      <dl className="migrate-pair__rows">
        <dt>
          <Trans>{symbol0} into V3:</Trans>
        </dt>
        <dd data-testid="migrate-v3-amount0">{show(amounts?.v3Amount0, native, i18n.locale)}</dd>
        <dt>
          <Trans>{symbol1} into V3:</Trans>
        </dt>
        <dd data-testid="migrate-v3-amount1">{show(amounts?.v3Amount1, native, i18n.locale)}</dd>
        <dt>
          <Trans>{symbol0} refund:</Trans>
        </dt>
        <dd data-testid="migrate-refund0">{show(sent?.refund0 ?? amounts?.refund0, native, i18n.locale)}</dd>
        <dt>
          <Trans>{symbol1} refund:</Trans>
        </dt>
        <dd data-testid="migrate-refund1">{show(sent?.refund1 ?? amounts?.refund1, native, i18n.locale)}</dd>
      </dl>
      {confirmed && sent && (
        <p role="status" data-testid="migrate-refunded">
          <Trans>
            {show(sent.refund0, native, i18n.locale)} and {show(sent.refund1, native, i18n.locale)} were
            refunded to your wallet due to the selected price range.
          </Trans>
        </p>
      )}
    </section>
  )
}
