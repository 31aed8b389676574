import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, CurrencyAmount, Price, Token } from '@uniswap/sdk-core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDecimal, formatPercent } from '../../../lib/format'
import { ApproveButton } from '../../approvals'
import { BurnField } from '../logic/burn'
import type { RemoveError, RemoveV2Actions } from '../logic/removeState'
import { AmountPanel } from './AmountPanel'

/** The tip at the top of the remove screen. */
export function RemoveV2Tip() {
  return (
    <p className="pool-v2-notice">
      <Trans>
        Tip: Removing pool tokens converts your position back into underlying tokens at the current rate,
        proportional to your share of the pool. Accrued fees are included in the amounts you receive.
      </Trans>
    </p>
  )
}

/** The share to remove: its percent, and in the simple view a slider with 25/50/75/Max. */
export function RemoveAmountCard({
  detailed,
  onToggleDetailed,
  percentTyped,
  percent,
  setPercent,
}: {
  detailed: boolean
  onToggleDetailed: () => void
  /** The share as formatted by the burn derivation ('25', '<1'). */
  percentTyped: string
  /** The share as a whole number for the slider. */
  percent: number
  setPercent: (percent: number) => void
}) {
  const { t, i18n } = useLingui()
  /** The share to remove ('25', '<1') as a percent in the locale. */
  const percentText = (text: string) =>
    text.startsWith('<') ? `<${formatPercent(text.slice(1), i18n.locale)}` : formatPercent(text, i18n.locale)
  return (
    <section className="pool-v2-card">
      <div className="pool-v2-position__head">
        <Trans>Remove Amount</Trans>
        <button type="button" className="link-button" onClick={onToggleDetailed}>
          {detailed ? <Trans>Simple</Trans> : <Trans>Detailed</Trans>}
        </button>
      </div>
      <p className="pool-v2-percent" data-testid="v2-remove-percent">
        {percentText(percentTyped)}
      </p>
      {!detailed ? (
        <>
          <input
            className="pool-v2-slider"
            type="range"
            min={0}
            max={100}
            step={1}
            aria-label={t`Amount to remove`}
            value={percent}
            onChange={(event) => setPercent(Number(event.target.value))}
          />
          <div className="pool-v2-actions">
            {[25, 50, 75].map((percent) => (
              <button
                key={percent}
                type="button"
                className="secondary-button"
                onClick={() => setPercent(percent)}
              >
                {percentText(String(percent))}
              </button>
            ))}
            <button type="button" className="secondary-button" onClick={() => setPercent(100)}>
              <Trans>Max</Trans>
            </button>
          </div>
        </>
      ) : null}
    </section>
  )
}

/** The simple view's amounts out, with the link to receive the other form of ether below. */
export function RemoveAmountsOut({
  amountA,
  amountB,
  symbolA,
  symbolB,
  children,
}: {
  amountA: CurrencyAmount<Currency> | undefined
  amountB: CurrencyAmount<Currency> | undefined
  symbolA: string
  symbolB: string
  children: ReactNode
}) {
  const { i18n } = useLingui()
  /** A token amount as the page shows it: 6 significant digits, in the locale. */
  const amountText = (amount: CurrencyAmount<Currency> | undefined) =>
    amount ? formatDecimal(amount.toSignificant(6), i18n.locale) : ''
  return (
    <section className="pool-v2-card">
      <dl className="pool-v2-rows">
        <div>
          <dt data-testid="v2-remove-amount-a">{amountA ? amountText(amountA) : '-'}</dt>
          <dd>{symbolA}</dd>
        </div>
        <div>
          <dt data-testid="v2-remove-amount-b">{amountB ? amountText(amountB) : '-'}</dt>
          <dd>{symbolB}</dd>
        </div>
      </dl>
      {children}
    </section>
  )
}

/** The detailed view: the pool tokens in and both tokens out, each typed. */
export function RemoveDetailedPanels({
  formatted,
  onType,
  liquidityToken,
  currencyA,
  currencyB,
  chainId,
  showMax,
  onMax,
  children,
}: {
  formatted: Record<BurnField, string>
  onType: (field: BurnField) => (typedValue: string) => void
  liquidityToken: Token | undefined
  currencyA: Currency | null | undefined
  currencyB: Currency | null | undefined
  chainId: number
  showMax: boolean
  onMax: () => void
  children: ReactNode
}) {
  const panels = [
    {
      id: 'liquidity-amount',
      label: <Trans>Input</Trans>,
      field: BurnField.LIQUIDITY,
      currency: liquidityToken,
    },
    {
      id: 'remove-liquidity-tokena',
      label: <Trans>Output</Trans>,
      field: BurnField.CURRENCY_A,
      currency: currencyA,
    },
    {
      id: 'remove-liquidity-tokenb',
      label: <Trans>Output</Trans>,
      field: BurnField.CURRENCY_B,
      currency: currencyB,
    },
  ]
  return (
    <>
      {panels.map(({ id, label, field, currency }) => (
        <AmountPanel
          key={id}
          id={id}
          label={label}
          value={formatted[field]}
          onUserInput={onType(field)}
          currency={currency}
          chainId={chainId}
          footer={
            field === BurnField.LIQUIDITY && showMax ? (
              <button type="button" className="link-button" onClick={onMax}>
                <Trans>Max</Trans>
              </button>
            ) : null
          }
        />
      ))}
      {children}
    </>
  )
}

/** The link that pays a WETH side out as ETH, or an ETH side as WETH. */
export function ReceiveLink({ to, receiveWeth }: { to: string; receiveWeth: boolean }) {
  return <Link to={to}>{receiveWeth ? <Trans>Receive WETH</Trans> : <Trans>Receive ETH</Trans>}</Link>
}

/** The pair's price both ways. */
export function RemovePriceRows({
  price,
  symbolA,
  symbolB,
}: {
  price: Price<Token, Token>
  symbolA: string
  symbolB: string
}) {
  const { i18n } = useLingui()
  return (
    <dl className="pool-v2-rows" data-testid="v2-remove-price">
      <div>
        <dt>
          <Trans>Price:</Trans>
        </dt>
        <dd>
          1 {symbolA} = {formatDecimal(price.toSignificant(6), i18n.locale)} {symbolB}
        </dd>
      </div>
      <div>
        <dt />
        <dd>
          1 {symbolB} = {formatDecimal(price.invert().toSignificant(6), i18n.locale)} {symbolA}
        </dd>
      </div>
    </dl>
  )
}

/** Approve (signature or transaction) and Remove, labelled by the error when Remove cannot be pressed. */
export function RemoveV2Buttons({
  error,
  actions,
  onApprove,
  onRemove,
  onConnect,
}: {
  error: RemoveError | undefined
  actions: RemoveV2Actions
  onApprove: () => void
  onRemove: () => void
  onConnect: () => void
}) {
  return (
    <div className="pool-v2-actions">
      <ApproveButton label={actions.approveLabel} disabled={actions.approveDisabled} onApprove={onApprove} />
      <button
        type="button"
        className="primary-button"
        data-testid="v2-remove"
        disabled={actions.removeDisabled}
        onClick={() => (actions.removeConnects ? onConnect() : onRemove())}
      >
        {error?.kind === 'CONNECT_WALLET' ? (
          <Trans>Connect Wallet</Trans>
        ) : error?.kind === 'ENTER_AMOUNT' ? (
          <Trans>Enter an amount</Trans>
        ) : (
          <Trans>Remove</Trans>
        )}
      </button>
    </div>
  )
}
