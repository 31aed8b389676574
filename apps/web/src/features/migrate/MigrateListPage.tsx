import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core'
import { Link } from 'react-router'
import { useAccount } from 'wagmi'
import { PageHeader } from '../../components/PageHeader'
import { useActiveChainId } from '../../core/useActiveChainId'
import { isL2 } from '../../lib/chains'
import { formatDecimal } from '../../lib/format'
import { routeId, symbolOf, unwrappedToken, useV2Positions } from '../pool-v2'
import { CurrencyLogo, nativeOnChain } from '../tokens'
import { useSushiPositions } from './list/useSushiPositions'
import './list/migrate-list.css'

function PositionRow({
  currency0,
  currency1,
  balance,
  migrateTo,
  removeTo,
  sushi,
}: {
  currency0: Currency
  currency1: Currency
  balance: CurrencyAmount<Token>
  migrateTo: string
  removeTo?: string
  sushi?: boolean
}) {
  const { i18n } = useLingui()
  const label = `${symbolOf(currency0)}/${symbolOf(currency1)}`
  return (
    <li
      className="migrate-list__row"
      aria-label={sushi ? `Sushi ${label}` : label}
      data-testid="migrate-position"
    >
      <span className="migrate-list__pair">
        <CurrencyLogo currency={currency0} size={20} />
        <CurrencyLogo currency={currency1} size={20} />
        <strong>{label}</strong>
        {sushi ? (
          <span className="migrate-list__badge">
            <Trans>SushiSwap</Trans>
          </span>
        ) : null}
      </span>
      <span className="migrate-list__balance">{formatDecimal(balance.toSignificant(6), i18n.locale)}</span>
      <span className="migrate-list__actions">
        <Link className="primary-button" to={migrateTo}>
          <Trans>Migrate</Trans>
        </Link>
        {removeTo ? (
          <Link className="secondary-button" to={removeTo}>
            <Trans>Remove</Trans>
          </Link>
        ) : null}
      </span>
    </li>
  )
}

/** /migrate/v2: the account's v2 positions (and, on mainnet, its SushiSwap ones) to move to v3. */
export default function MigrateListPage() {
  const { t } = useLingui()
  const chainId = useActiveChainId()
  const { address: account } = useAccount()
  const l2 = isL2(chainId)
  const readChain = l2 ? 0 : chainId
  const v2 = useV2Positions(readChain, account)
  const sushi = useSushiPositions(readChain, account)
  const native = nativeOnChain(chainId)
  const loading = v2.loading || sushi.loading
  const none = v2.positions.length === 0 && sushi.positions.length === 0
  return (
    <div className="page-column">
      <PageHeader back={'/pool'} title={<Trans>Migrate V2 Liquidity</Trans>} />
      {l2 ? (
        <p className="migrate-list__message" role="status" data-testid="v2-unavailable">
          <Trans>V2 is not available on Layer 2. Switch to Layer 1 Ethereum.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              For each pool shown below, click migrate to remove your liquidity from Uniswap V2 and deposit it
              into Uniswap V3.
            </Trans>
          </p>
          {!account ? (
            <p className="migrate-list__message">
              <Trans>Connect to a wallet to view your V2 liquidity.</Trans>
            </p>
          ) : loading && none ? (
            <p className="migrate-list__message" role="status">
              <Trans>Loading</Trans>
            </p>
          ) : none ? (
            <p className="migrate-list__message">
              <Trans>No V2 Liquidity found.</Trans>
            </p>
          ) : (
            <ul className="migrate-list__rows" aria-label={t`Your V2 liquidity`}>
              {v2.positions.map(({ pair, balance }) => {
                const currency0 = unwrappedToken(pair.token0, native)
                const currency1 = unwrappedToken(pair.token1, native)
                return (
                  <PositionRow
                    key={pair.liquidityToken.address}
                    currency0={currency0}
                    currency1={currency1}
                    balance={balance}
                    migrateTo={`/migrate/v2/${pair.liquidityToken.address}`}
                    removeTo={`/remove/v2/${routeId(currency0)}/${routeId(currency1)}`}
                  />
                )
              })}
              {sushi.positions.map((position) => (
                <PositionRow
                  key={position.address}
                  currency0={unwrappedToken(position.token0, native)}
                  currency1={unwrappedToken(position.token1, native)}
                  balance={position.balance}
                  migrateTo={`/migrate/v2/${position.address}`}
                  sushi
                />
              ))}
            </ul>
          )}
          <p className="migrate-list__find">
            <Trans>
              Don't see one of your v2 positions? <Link to="/find?origin=/migrate/v2">Import it.</Link>
            </Trans>
          </p>
        </>
      )}
    </div>
  )
}
