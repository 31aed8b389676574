import { Trans, useLingui } from '@lingui/react/macro'
import { type Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { useMemo, useState } from 'react'
import { useParams } from 'react-router'
import { useAccount } from 'wagmi'
import { Modal } from '../../components/Modal'
import { PageHeader } from '../../components/PageHeader'
import { useActiveChainId } from '../../core/useActiveChainId'
import { formatDecimal, formatPercent } from '../../lib/format'
import { SettingsTab, useDeadline, useSlippageSetting } from '../settings'
import { PreviewedConfirm, useRequestSimulation } from '../simulation'
import { CurrencyLogo, currencyId, nativeOnChain } from '../tokens'
import {
  AttemptingView,
  FailedView,
  isAttempting,
  SubmittedView,
  TransactionType,
  useTransactionFlow,
} from '../transactions'
import { RangeBadge } from './components/RangeBadge'
import { usePositionFromTokenId } from './hooks/usePositions'
import { feeTierPercent, symbolOf } from './positions/display'
import { displayCurrency, useDerivedPosition, useFeesOwed, usePositionOwner } from './positions/hooks'
import { canManagePosition } from './positions/permissions'
import { rangeStatus } from './positions/rangeStatus'
import {
  PERCENT_BUTTONS,
  removeAmounts,
  removeButtonState,
  removeSlippage,
  removeTransactionRequest,
  unlessRefused,
} from './positions/removeLiquidity'
import { parseTokenId } from './positions/tokenId'
import './positions/positions.css'
import { contractAddress } from '../../core/addresses'
import { CollectAsWethSwitch } from './components/CollectAsWethSwitch'

function AmountRow({
  label,
  currency,
  amount,
}: {
  label?: string
  currency: Currency | undefined
  amount: string
}) {
  return (
    <div className="position-row" data-testid={label}>
      <span>
        <CurrencyLogo currency={currency} size={20} /> {symbolOf(currency)}
      </span>
      <span>{amount}</span>
    </div>
  )
}

export default function RemoveLiquidityPage() {
  const { t, i18n } = useLingui()
  const chainId = useActiveChainId()
  const { address: account } = useAccount()
  // The route has already sent ids that are not positive numbers to /pool.
  const tokenId = parseTokenId(useParams().tokenId)
  const { position: details, syncing } = usePositionFromTokenId(chainId, tokenId)
  const { token0, token1, pool, position } = useDerivedPosition(chainId, details)
  const { owner, approvedForAll } = usePositionOwner(chainId, tokenId, account)
  const manage = canManagePosition({ account, owner, operator: details?.operator, approvedForAll })
  const fees = useFeesOwed(chainId, details, owner, [token0, token1])
  const deadline = useDeadline(chainId)
  const userSlippage = useSlippageSetting()
  const [percent, setPercent] = useState(0)
  const [receiveWETH, setReceiveWETH] = useState(false)
  const [showConfirm, setShowConfirm] = useState(false)
  const flow = useTransactionFlow()
  const attempting = isAttempting(flow.state)
  const hash = flow.state.status === 'submitted' ? flow.state.hash : undefined

  const native = nativeOnChain(chainId)
  const currency0 = displayCurrency(token0, native, receiveWETH)
  const currency1 = displayCurrency(token1, native, receiveWETH)
  const status = details ? rangeStatus(pool?.tickCurrent, details) : undefined
  const closed = details?.liquidity === 0n
  const amounts = useMemo(
    () => (position ? removeAmounts(position, percent) : undefined),
    [position, percent],
  )
  const showWethToggle = !!(token0?.equals(native.wrapped) || token1?.equals(native.wrapped))
  const shown = (amount: CurrencyAmount<Currency> | undefined, currency: Currency | undefined) =>
    amount && currency
      ? formatDecimal(CurrencyAmount.fromRawAmount(currency, amount.quotient).toSignificant(6), i18n.locale)
      : '-'
  const feesEarned = !!fees && (fees[0].greaterThan(0) || fees[1].greaterThan(0))

  // Not while the position is being read again after a block: a stale liquidity would make the decrease revert.
  const button = removeButtonState({
    account: !!account,
    closed,
    percent,
    amountsKnown: !!amounts && !!fees && !syncing,
  })
  const buttonText =
    button.label === 'CLOSED'
      ? t`Closed`
      : button.label === 'CONNECT_WALLET'
        ? t`Connect Wallet`
        : button.label === 'ENTER_A_PERCENT'
          ? t`Enter a percent`
          : t`Remove`

  // The removal the dialog simulates and Remove sends, built while the dialog is open.
  const manager = contractAddress(chainId, 'NonfungiblePositionManager')
  const removeRequest =
    showConfirm &&
    !hash &&
    manager &&
    position &&
    fees &&
    account &&
    deadline &&
    tokenId !== undefined &&
    percent > 0
      ? unlessRefused(() =>
          removeTransactionRequest({
            manager,
            position,
            tokenId,
            percent,
            feeValue0: fees[0],
            feeValue1: fees[1],
            recipient: account,
            deadline,
            native: receiveWETH ? undefined : native,
            slippage: removeSlippage(userSlippage),
          }),
        )
      : undefined
  const preview = useRequestSimulation(attempting ? undefined : removeRequest, account, chainId)

  const remove = async () => {
    if (!removeRequest || !amounts || !currency0 || !currency1) return
    await flow.send({
      request: removeRequest,
      info: {
        type: TransactionType.REMOVE_LIQUIDITY_V3,
        baseCurrencyId: currencyId(currency0),
        quoteCurrencyId: currencyId(currency1),
        expectedAmountBaseRaw: amounts.liquidityValue0.quotient.toString(),
        expectedAmountQuoteRaw: amounts.liquidityValue1.quotient.toString(),
      },
    })
  }

  const dismiss = () => {
    setShowConfirm(false)
    // After a sent removal the percent starts again from 0.
    if (hash) setPercent(0)
    flow.reset()
  }

  return (
    <div className="remove-page">
      <PageHeader back={tokenId ? `/pool/${tokenId}` : '/pool'} title={<Trans>Remove Liquidity</Trans>}>
        <SettingsTab chainId={chainId} placeholderSlippage="5.00" />
      </PageHeader>
      <section className="remove-card">
        {details ? (
          <>
            <div className="position-row">
              <span className="position-title">
                <CurrencyLogo currency={currency0} size={20} />
                <CurrencyLogo currency={currency1} size={20} />
                {symbolOf(currency0)}/{symbolOf(currency1)}
                <span className="position-item__fee">{feeTierPercent(details.fee, i18n.locale)}</span>
              </span>
              <RangeBadge status={status} />
            </div>

            <div className="position-card">
              <Trans>Amount</Trans>
              <div className="remove-percent" data-testid="remove-percent">
                {formatPercent(String(percent), i18n.locale)}
              </div>
              <div className="remove-percent-buttons">
                {PERCENT_BUTTONS.map((value) => (
                  <button
                    key={value}
                    type="button"
                    className="secondary-button"
                    onClick={() => setPercent(value)}
                  >
                    {value === 100 ? <Trans>Max</Trans> : formatPercent(String(value), i18n.locale)}
                  </button>
                ))}
              </div>
              <input
                className="remove-slider"
                type="range"
                min={0}
                max={100}
                step={1}
                value={percent}
                aria-label={t`Amount to remove in percent`}
                onChange={(event) => setPercent(Number(event.target.value))}
              />
            </div>

            <div className="position-card">
              <AmountRow
                label="pooled-0"
                currency={currency0}
                amount={shown(amounts?.liquidityValue0, currency0)}
              />
              <AmountRow
                label="pooled-1"
                currency={currency1}
                amount={shown(amounts?.liquidityValue1, currency1)}
              />
              {feesEarned ? (
                <>
                  <div className="position-row">
                    <Trans>{symbolOf(currency0)} Fees Earned:</Trans>
                    <span>{shown(fees?.[0], currency0)}</span>
                  </div>
                  <div className="position-row">
                    <Trans>{symbolOf(currency1)} Fees Earned:</Trans>
                    <span>{shown(fees?.[1], currency1)}</span>
                  </div>
                </>
              ) : null}
            </div>

            {showWethToggle ? <CollectAsWethSwitch checked={receiveWETH} onChange={setReceiveWETH} /> : null}

            {account && owner && !manage ? (
              <p>
                <Trans>
                  Only the owner of this position or an approved operator can remove its liquidity.
                </Trans>
              </p>
            ) : null}
            <button
              type="button"
              className="primary-button"
              data-testid="remove-button"
              disabled={button.disabled || !manage}
              onClick={() => setShowConfirm(true)}
            >
              {buttonText}
            </button>
          </>
        ) : (
          <div role="status" className="pools-list__loading">
            <span className="spinner" />
          </div>
        )}
      </section>

      <Modal isOpen={showConfirm} onDismiss={dismiss} label={t`Remove Liquidity`}>
        <div className="remove-confirm">
          <h2>
            <Trans>Remove Liquidity</Trans>
          </h2>
          {hash ? (
            <SubmittedView chainId={chainId} hash={hash} onClose={dismiss}>
              {null}
            </SubmittedView>
          ) : attempting ? (
            <AttemptingView>
              <p>
                <Trans>Waiting For Confirmation</Trans>
              </p>
            </AttemptingView>
          ) : flow.state.status === 'failed' ? (
            <FailedView message={flow.state.error.shortMessage} onDismiss={flow.reset} />
          ) : (
            <>
              <AmountRow currency={currency0} amount={shown(amounts?.liquidityValue0, currency0)} />
              <AmountRow currency={currency1} amount={shown(amounts?.liquidityValue1, currency1)} />
              {feesEarned ? (
                <>
                  <p>
                    <Trans>You will also collect fees earned from this position.</Trans>
                  </p>
                  <AmountRow currency={currency0} amount={shown(fees?.[0], currency0)} />
                  <AmountRow currency={currency1} amount={shown(fees?.[1], currency1)} />
                </>
              ) : null}
              <PreviewedConfirm preview={preview} chainId={chainId} onConfirm={() => void remove()}>
                <Trans>Remove</Trans>
              </PreviewedConfirm>
            </>
          )}
        </div>
      </Modal>
    </div>
  )
}
