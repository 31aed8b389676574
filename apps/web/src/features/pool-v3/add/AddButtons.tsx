import { Trans } from '@lingui/react/macro'
import type { Currency } from '@uniswap/sdk-core'
import { AllowanceLoadingButton, type ApprovalState } from '../../approvals'
import type { AddError, MintInfo } from './logic/derived'

function ErrorText({ error }: { error: AddError }) {
  switch (error.kind) {
    case 'CONNECT_WALLET':
      return <Trans>Connect Wallet</Trans>
    case 'INVALID_PAIR':
      return <Trans>Invalid pair</Trans>
    case 'INVALID_PRICE':
      return <Trans>Invalid price input</Trans>
    case 'AMOUNT_TOO_LARGE':
      return <Trans>Amount too large</Trans>
    case 'ENTER_AMOUNT':
      return <Trans>Enter an amount</Trans>
    case 'INSUFFICIENT_BALANCE':
      return <Trans>Insufficient {error.symbol} balance</Trans>
  }
}

/** The unsupported-asset note, then Unsupported Asset, Connect Wallet, or the approvals and Preview. */
export function AddButtons({
  unsupported,
  info,
  onConnect,
  showApproveA,
  showApproveB,
  approvalA,
  approvalB,
  currencyA,
  currencyB,
  canPreview,
  onPreview,
}: {
  unsupported: boolean
  info: MintInfo
  onConnect: () => void
  showApproveA: boolean
  showApproveB: boolean
  approvalA: { state: ApprovalState; approve: () => Promise<void> }
  approvalB: { state: ApprovalState; approve: () => Promise<void> }
  currencyA: Currency | undefined
  currencyB: Currency | undefined
  canPreview: boolean
  onPreview: () => void
}) {
  return (
    <>
      {unsupported && (
        <p className="add-v3__note" role="note">
          <Trans>
            Some assets are not available through this interface because they may not work well with the smart
            contracts or we are unable to allow trading for legal reasons.
          </Trans>
        </p>
      )}
      <div className="add-v3__buttons">
        {unsupported ? (
          <button type="button" className="primary-button" disabled>
            <Trans>Unsupported Asset</Trans>
          </button>
        ) : info.error?.kind === 'CONNECT_WALLET' ? (
          <button type="button" className="primary-button" onClick={onConnect}>
            <Trans>Connect Wallet</Trans>
          </button>
        ) : (
          <>
            {showApproveA && approvalA.state === 'UNKNOWN' && <AllowanceLoadingButton />}
            {showApproveA && approvalA.state !== 'UNKNOWN' && (
              <button
                type="button"
                className="primary-button"
                disabled={approvalA.state === 'PENDING'}
                onClick={() => void approvalA.approve()}
              >
                {approvalA.state === 'PENDING' ? (
                  <Trans>Approving {currencyA?.symbol}</Trans>
                ) : (
                  <Trans>Approve {currencyA?.symbol}</Trans>
                )}
              </button>
            )}
            {showApproveB && approvalB.state === 'UNKNOWN' && <AllowanceLoadingButton />}
            {showApproveB && approvalB.state !== 'UNKNOWN' && (
              <button
                type="button"
                className="primary-button"
                disabled={approvalB.state === 'PENDING'}
                onClick={() => void approvalB.approve()}
              >
                {approvalB.state === 'PENDING' ? (
                  <Trans>Approving {currencyB?.symbol}</Trans>
                ) : (
                  <Trans>Approve {currencyB?.symbol}</Trans>
                )}
              </button>
            )}
            <button
              type="button"
              className="primary-button"
              data-testid="add-preview"
              disabled={!canPreview}
              onClick={onPreview}
            >
              {info.error ? <ErrorText error={info.error} /> : <Trans>Preview</Trans>}
            </button>
          </>
        )}
      </div>
    </>
  )
}
