import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Tooltip } from '../../../components/Tooltip'
import { useAppDispatch } from '../../../core/store'
import { ConnectWalletButton } from '../../wallet'
import type { SwapButton, SwapInputError, SwapLabel, WrapInputError } from '../logic/swapButton'

function InputErrorText({ error }: { error: SwapInputError }) {
  switch (error.code) {
    case 'CONNECT_WALLET':
      return <Trans>Connect Wallet</Trans>
    case 'SELECT_TOKEN':
      return <Trans>Select a token</Trans>
    case 'ENTER_AMOUNT':
      return <Trans>Enter an amount</Trans>
    case 'AMOUNT_TOO_LARGE':
      return <Trans>Amount too large</Trans>
    case 'ENTER_RECIPIENT':
      return <Trans>Enter a recipient</Trans>
    case 'INVALID_RECIPIENT':
      return <Trans>Invalid recipient</Trans>
    case 'INSUFFICIENT_BALANCE': {
      const symbol = error.symbol
      return <Trans>Insufficient {symbol} balance</Trans>
    }
    case 'HONEYPOT': {
      const symbol = error.symbol
      return <Trans>Honeypot: {symbol} cannot be sold</Trans>
    }
    case 'FEE_ON_TRANSFER_EXACT_OUTPUT':
      return <Trans>Fee-on-transfer token: enter the amount you pay</Trans>
  }
}

function WrapErrorText({ error }: { error: WrapInputError }) {
  switch (error) {
    case 'AMOUNT_TOO_LARGE':
      return <Trans>Amount too large</Trans>
    case 'ENTER_ETH_AMOUNT':
      return <Trans>Enter ETH amount</Trans>
    case 'INSUFFICIENT_ETH_BALANCE':
      return <Trans>Insufficient ETH balance</Trans>
    case 'ENTER_WETH_AMOUNT':
      return <Trans>Enter WETH amount</Trans>
    case 'INSUFFICIENT_WETH_BALANCE':
      return <Trans>Insufficient WETH balance</Trans>
  }
}

function SwapLabelText({ label }: { label: SwapLabel }) {
  switch (label) {
    case 'SWAP':
      return <Trans>Swap</Trans>
    case 'SWAP_ANYWAY':
      return <Trans>Swap Anyway</Trans>
    case 'PRICE_IMPACT_TOO_HIGH':
      return <Trans>Price Impact Too High</Trans>
    case 'HIGH_PRICE_IMPACT':
      return <Trans>High Price Impact</Trans>
  }
}

/** The action area under the swap form: one of the states swapButton() decides. */
export function SwapButtons({
  state,
  onWrap,
  onApprove,
  onSwap,
  approveSymbol,
  onApproveWithTransaction,
}: {
  state: SwapButton
  onWrap: () => Promise<void>
  onApprove: () => void
  onSwap: () => void
  approveSymbol: string | undefined
  /** Set when the approval is a DAI-style permit (unlimited, permanent): the ordinary approval instead. */
  onApproveWithTransaction?: () => void
}) {
  const { t } = useLingui()
  const _dispatch = useAppDispatch()
  const [wrapping, setWrapping] = useState(false)
  switch (state.kind) {
    case 'UNSUPPORTED_ASSET':
      return (
        <button type="button" className="primary-button" disabled>
          <Trans>Unsupported Asset</Trans>
        </button>
      )
    case 'CONNECT_WALLET':
      return (
        <ConnectWalletButton>
          <Trans>Connect Wallet</Trans>
        </ConnectWalletButton>
      )
    case 'WRAP':
      return (
        <button
          type="button"
          className="primary-button"
          disabled={!!state.error || wrapping}
          onClick={() => {
            setWrapping(true)
            onWrap().finally(() => setWrapping(false))
          }}
        >
          {state.error ? (
            <WrapErrorText error={state.error} />
          ) : state.wrapType === 'WRAP' ? (
            <Trans>Wrap</Trans>
          ) : (
            <Trans>Unwrap</Trans>
          )}
        </button>
      )
    case 'NO_ROUTE':
      return (
        <div className="swap-card__notice" role="status">
          <Trans>Insufficient liquidity for this trade.</Trans>
        </div>
      )
    case 'APPROVE': {
      const buttons = (
        <div className="swap-card__approve">
          <Tooltip
            text={t`You must give the smart contracts permission to use your token. You only have to do this once per token.`}
          >
            {(describedBy) => (
              <button
                type="button"
                className="primary-button"
                disabled={state.approval === 'PENDING'}
                onClick={onApprove}
                aria-describedby={describedBy}
              >
                {state.approval === 'PENDING' ? (
                  <Trans>Approving</Trans>
                ) : (
                  <Trans>Allow the protocol to use your {approveSymbol}</Trans>
                )}
              </button>
            )}
          </Tooltip>
          <button type="button" className="primary-button" disabled={state.swapDisabled}>
            <SwapLabelText label={state.swapLabel} />
          </button>
        </div>
      )
      return onApproveWithTransaction && state.approval !== 'PENDING' ? (
        <>
          {buttons}
          <p className="swap-card__permit-note" role="note" data-testid="unlimited-permit-note">
            <Trans>
              Signing for {approveSymbol} gives the router an unlimited allowance that never expires.
            </Trans>{' '}
            <button type="button" className="link-button" onClick={onApproveWithTransaction}>
              <Trans>Approve with a transaction instead</Trans>
            </button>
          </p>
        </>
      ) : (
        buttons
      )
    }
    case 'SWAP':
      return (
        <button
          type="button"
          className={`primary-button${state.danger ? ' primary-button--danger' : ''}`}
          disabled={state.disabled}
          onClick={onSwap}
          aria-busy={state.loadingAllowance || undefined}
        >
          {state.loadingAllowance ? (
            <>
              <span className="spinner" aria-hidden="true" /> <Trans>Loading</Trans>
            </>
          ) : typeof state.label === 'string' ? (
            <SwapLabelText label={state.label} />
          ) : (
            <InputErrorText error={state.label} />
          )}
        </button>
      )
  }
}
