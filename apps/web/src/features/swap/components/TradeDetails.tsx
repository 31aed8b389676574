import { Trans, useLingui } from '@lingui/react/macro'
import { Percent, TradeType } from '@uniswap/sdk-core'
import { formatFiat, formatGwei, formatPercent } from '../../../lib/format'
import { isFeeOnTransferTrade, routeSummaries, type SdkTrade } from '../../routing'
import { formatAmount } from '../../tokens'
import { useFastGasPrice } from '../hooks/useFastGasPrice'
import { priceImpactTone } from '../logic/priceImpact'

const ONE_BIP = new Percent(1, 10_000)

/** Price impact as a percent with 2 decimals; a gain shows with its sign. */
export function FormattedPriceImpact({ priceImpact }: { priceImpact: Percent | undefined }) {
  const { i18n } = useLingui()
  if (!priceImpact) return <span>-</span>
  const tone = priceImpactTone(priceImpact)
  const text = priceImpact.lessThan(0)
    ? formatPercent(priceImpact.multiply(-1), i18n.locale, { decimals: 2, signDisplay: 'always' })
    : priceImpact.lessThan(ONE_BIP)
      ? `<${formatPercent('0.01', i18n.locale)}`
      : formatPercent(priceImpact, i18n.locale, { decimals: 2 })
  return <span className={`price-impact price-impact--${tone}`}>{text}</span>
}

/** The route display: each route's share, protocol and hops with fee tiers. */
export function RouteDisplay({ trade }: { trade: SdkTrade }) {
  const { t, i18n } = useLingui()
  return (
    <ul className="route-display" aria-label={t`Route`}>
      {routeSummaries(trade, i18n.locale).map((route, index) => (
        // Routes have no identity beyond their position in the trade.
        <li key={index} className="route-display__route">
          <span className="route-display__percent">{route.percent}</span>
          <span className="route-display__protocol">{route.protocol}</span>
          {route.hops.map((hop, hopIndex) => (
            <span key={hopIndex} className="route-display__hop">
              {hop.tokenIn} → {hop.tokenOut} <span className="route-display__fee">{hop.fee}</span>
            </span>
          ))}
        </li>
      ))}
    </ul>
  )
}

/** Minimum received or maximum sent, price impact, the network fee and the route. */
export function TradeDetails({
  trade,
  slippage,
  gasUseEstimateUSD,
}: {
  trade: SdkTrade
  slippage: Percent
  gasUseEstimateUSD: string | undefined
}) {
  const { i18n } = useLingui()
  // The fast-gas oracle's price (spec: latestAnswer, shown in gwei).
  const gasPriceWei = useFastGasPrice(trade.inputAmount.currency.chainId)
  const exactIn = trade.tradeType === TradeType.EXACT_INPUT
  const limit = exactIn ? trade.minimumAmountOut(slippage) : trade.maximumAmountIn(slippage)
  const limitText = `${formatAmount(limit, i18n.locale)} ${limit.currency.symbol ?? ''}`
  const slippageText = formatPercent(slippage, i18n.locale, { decimals: 2 })
  return (
    <dl className="trade-details">
      <div>
        <dt>{exactIn ? <Trans>Minimum received</Trans> : <Trans>Maximum sent</Trans>}</dt>
        <dd data-testid="trade-limit">{limitText}</dd>
      </div>
      <div>
        <dt>
          <Trans>Price Impact</Trans>
        </dt>
        <dd>
          <FormattedPriceImpact priceImpact={trade.priceImpact} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Slippage tolerance</Trans>
        </dt>
        <dd>{slippageText}</dd>
      </div>
      {gasUseEstimateUSD !== undefined && (
        <div>
          <dt>
            <Trans>Network fee</Trans>
          </dt>
          <dd>{formatFiat(Number(gasUseEstimateUSD).toFixed(2), i18n.locale, { approximate: true })}</dd>
        </div>
      )}
      {gasPriceWei !== undefined && (
        <div>
          <dt>
            <Trans>Gas price</Trans>
          </dt>
          <dd data-testid="gas-price">{formatGwei(gasPriceWei, i18n.locale)}</dd>
        </div>
      )}
      <div className="trade-details__route">
        <dt>
          <Trans>Route</Trans>
        </dt>
        <dd>
          <RouteDisplay trade={trade} />
          {isFeeOnTransferTrade(trade) && (
            <p className="trade-details__fee-on-transfer" data-testid="fee-on-transfer-route">
              <Trans>Fee-on-transfer: uses the v2 router's supporting functions</Trans>
            </p>
          )}
        </dd>
      </div>
    </dl>
  )
}
