import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core'
import { formatDecimal } from '../../../lib/format'
import type { MigrationView } from './logic/migrateState'
import { show } from './show'

/** The v2 (or SushiSwap) liquidity that moves: the pooled amounts and the pool tokens. */
export function V2LiquidityCard({
  info,
  symbol0,
  symbol1,
  burned,
  native,
  lpAmount,
}: {
  info: { isFork: boolean }
  symbol0: string | undefined
  symbol1: string | undefined
  burned: MigrationView['burned']
  native: Currency
  lpAmount: CurrencyAmount<Token> | undefined
}) {
  const { t, i18n } = useLingui()
  return (
    <section className="migrate-pair__card" aria-label={t`V2 liquidity`}>
      <h3>
        {info.isFork ? (
          <Trans>
            {symbol0}/{symbol1} SushiSwap LP Tokens
          </Trans>
        ) : (
          <Trans>
            {symbol0}/{symbol1} LP Tokens
          </Trans>
        )}
      </h3>
      <p>
        <Trans>
          This tool will safely migrate your {info.isFork ? 'SushiSwap' : 'V2'} liquidity to V3. The process
          is completely trustless thanks to the V3 migration contract.
        </Trans>
      </p>
      <dl className="migrate-pair__rows">
        <dt>
          <Trans>Pooled {symbol0}:</Trans>
        </dt>
        <dd data-testid="migrate-v2-amount0">{show(burned?.amount0, native, i18n.locale)}</dd>
        <dt>
          <Trans>Pooled {symbol1}:</Trans>
        </dt>
        <dd data-testid="migrate-v2-amount1">{show(burned?.amount1, native, i18n.locale)}</dd>
        <dt>
          <Trans>LP tokens:</Trans>
        </dt>
        <dd data-testid="migrate-lp-balance">
          {lpAmount ? formatDecimal(lpAmount.toSignificant(6), i18n.locale) : ''}
        </dd>
      </dl>
    </section>
  )
}
