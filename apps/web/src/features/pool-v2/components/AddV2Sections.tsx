import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { formatDecimal } from '../../../lib/format'
import { AllowanceLoadingButton, type ApprovalState } from '../../approvals'
import { formatBalance } from '../../tokens'
import type { AddV2Actions } from '../logic/addActions'
import type { AddError } from '../logic/addButton'
import { formatPoolShare } from '../logic/display'
import type { DerivedMint } from '../logic/mint'

/** The note above the amounts: the first provider's, or the tip on pool tokens. */
export function AddV2Notice({ firstProvider }: { firstProvider: boolean }) {
  return firstProvider ? (
    <div className="pool-v2-notice" data-testid="v2-first-provider">
      <p>
        <strong>
          <Trans>You are the first liquidity provider.</Trans>
        </strong>
      </p>
      <p>
        <Trans>The ratio of tokens you add will set the price of this pool.</Trans>
      </p>
      <p>
        <Trans>Once you are happy with the rate click supply to review.</Trans>
      </p>
    </div>
  ) : (
    <p className="pool-v2-notice">
      <Trans>
        Tip: When you add liquidity, you will receive pool tokens representing your position. These tokens
        automatically earn fees proportional to your share of the pool, and can be redeemed at any time.
      </Trans>
    </p>
  )
}

/** An amount panel's footer: the balance, and (Max) when there is any. */
export function BalanceFooter({
  balance,
  onMax,
}: {
  balance: CurrencyAmount<Currency> | undefined
  onMax: () => void
}) {
  const { i18n } = useLingui()
  return (
    <>
      <Trans>Balance: {formatBalance(balance, i18n.locale)}</Trans>
      {balance?.greaterThan(0) ? (
        <button type="button" className="currency-panel__max" onClick={onMax}>
          <Trans>(Max)</Trans>
        </button>
      ) : null}
    </>
  )
}

/** The prices both ways and the share of the pool the deposit would hold. */
export function PricesAndShare({
  price,
  poolShare,
  symbolA,
  symbolB,
}: {
  price: DerivedMint['price']
  poolShare: DerivedMint['poolShare']
  symbolA: string
  symbolB: string
}) {
  const { i18n } = useLingui()
  return (
    <dl className="pool-v2-rows" data-testid="v2-prices">
      <div>
        <dt>
          <Trans>
            {symbolB} per {symbolA}
          </Trans>
        </dt>
        <dd data-testid="v2-price-b-per-a">
          {price ? formatDecimal(price.toSignificant(6), i18n.locale) : '-'}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>
            {symbolA} per {symbolB}
          </Trans>
        </dt>
        <dd>
          {price && !price.equalTo(0) ? formatDecimal(price.invert().toSignificant(6), i18n.locale) : '-'}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Share of Pool</Trans>
        </dt>
        <dd data-testid="v2-share-of-pool">{formatPoolShare(poolShare, i18n.locale)}</dd>
      </div>
    </dl>
  )
}

/** Supply's label when it cannot supply, in the error's words. */
function AddErrorText({ error }: { error: AddError }) {
  return error.kind === 'CONNECT_WALLET' ? (
    <Trans>Connect Wallet</Trans>
  ) : error.kind === 'INVALID_PAIR' ? (
    <Trans>Invalid pair</Trans>
  ) : error.kind === 'AMOUNT_TOO_LARGE' ? (
    <Trans>Amount too large</Trans>
  ) : error.kind === 'ENTER_AMOUNT' ? (
    <Trans>Enter an amount</Trans>
  ) : (
    <Trans>Insufficient {error.symbol} balance</Trans>
  )
}

interface Approval {
  state: ApprovalState
  approve: () => Promise<void>
}

/** Unsupported Asset, or the approve buttons and Supply. */
export function AddV2Buttons({
  unsupported,
  error,
  actions,
  approvalA,
  approvalB,
  symbolA,
  symbolB,
  onConnect,
  onSupply,
}: {
  unsupported: boolean
  error: AddError | undefined
  actions: AddV2Actions
  approvalA: Approval
  approvalB: Approval
  symbolA: string
  symbolB: string
  onConnect: () => void
  onSupply: () => void
}) {
  if (unsupported)
    return (
      <button type="button" className="primary-button" disabled>
        <Trans>Unsupported Asset</Trans>
      </button>
    )
  return (
    <div className="pool-v2-actions">
      {actions.approveA && approvalA.state === 'UNKNOWN' ? (
        <AllowanceLoadingButton />
      ) : actions.approveA ? (
        <button
          type="button"
          className="primary-button"
          disabled={approvalA.state === 'PENDING'}
          onClick={() => void approvalA.approve()}
        >
          {approvalA.state === 'PENDING' ? (
            <Trans>Approving {symbolA}</Trans>
          ) : (
            <Trans>Approve {symbolA}</Trans>
          )}
        </button>
      ) : null}
      {actions.approveB && approvalB.state === 'UNKNOWN' ? (
        <AllowanceLoadingButton />
      ) : actions.approveB ? (
        <button
          type="button"
          className="primary-button"
          disabled={approvalB.state === 'PENDING'}
          onClick={() => void approvalB.approve()}
        >
          {approvalB.state === 'PENDING' ? (
            <Trans>Approving {symbolB}</Trans>
          ) : (
            <Trans>Approve {symbolB}</Trans>
          )}
        </button>
      ) : null}
      <button
        type="button"
        className="primary-button"
        data-testid="v2-supply"
        disabled={actions.supplyDisabled}
        onClick={() => (actions.supplyConnects ? onConnect() : onSupply())}
      >
        {error ? <AddErrorText error={error} /> : <Trans>Supply</Trans>}
      </button>
    </div>
  )
}
