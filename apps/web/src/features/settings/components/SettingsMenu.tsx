import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { Tooltip } from '../../../components/Tooltip'
import { PRODUCT_NAME } from '../../../core/brand'
import { ROUTING_CHAIN_IDS } from '../../../core/routingChains'
import { useAppDispatch, useAppSelector } from '../../../core/store'
import { isL2 } from '../../../lib/chains'
import { formatPercent } from '../../../lib/format'
import {
  INVALID_DEADLINE_ERROR,
  INVALID_SLIPPAGE_ERROR,
  parseDeadlineInput,
  parseSlippageInput,
  SLIPPAGE_MAY_FAIL,
  SLIPPAGE_PRESET_BIPS,
  slippageInputText,
  slippageWarning,
} from '../logic/slippage'
import {
  updateUserClientSideRouter,
  updateUserDeadline,
  updateUserExpertMode,
  updateUserSlippageTolerance,
} from '../state'
import { DEFAULT_DEADLINE_FROM_NOW } from '../state/validation'

export function SettingsMenu({
  chainId,
  placeholderSlippage,
  onConfirmExpertMode,
}: {
  chainId: number
  placeholderSlippage: string
  onConfirmExpertMode: () => void
}) {
  const { t, i18n } = useLingui()
  const dispatch = useAppDispatch()
  const slippage = useAppSelector((state) => state.user.userSlippageTolerance)
  const deadline = useAppSelector((state) => state.user.userDeadline)
  const expertMode = useAppSelector((state) => state.user.userExpertMode)
  const clientSideRouter = useAppSelector((state) => state.user.userClientSideRouter)
  const [slippageText, setSlippageText] = useState(slippageInputText(slippage))
  const [deadlineText, setDeadlineText] = useState(
    deadline === DEFAULT_DEADLINE_FROM_NOW ? '' : String(Math.round(deadline / 60)),
  )
  const slippageResult = parseSlippageInput(slippageText)
  const deadlineResult = parseDeadlineInput(deadlineText)
  const warning = slippageWarning(slippage)
  const slippageId = useId()
  const deadlineId = useId()

  const onSlippage = (text: string) => {
    setSlippageText(text)
    const parsed = parseSlippageInput(text)
    if (parsed.ok) dispatch(updateUserSlippageTolerance({ userSlippageTolerance: parsed.value }))
  }
  const onDeadline = (text: string) => {
    setDeadlineText(text)
    const parsed = parseDeadlineInput(text)
    if (parsed.ok)
      dispatch(
        updateUserDeadline({
          userDeadline: parsed.value === 'default' ? DEFAULT_DEADLINE_FROM_NOW : parsed.value,
        }),
      )
  }

  return (
    <div className="settings__menu" role="dialog" aria-label={t`Transaction Settings`}>
      <h3>
        <Trans>Transaction Settings</Trans>
      </h3>
      <label htmlFor={slippageId}>
        <Trans>Slippage tolerance</Trans>
      </label>
      <div className="settings__row">
        <button
          type="button"
          className={`settings__auto${slippage === 'auto' ? ' settings__auto--on' : ''}`}
          aria-pressed={slippage === 'auto'}
          onClick={() => onSlippage('')}
        >
          <Trans>Auto</Trans>
        </button>
        <input
          id={slippageId}
          className="text-input settings__input"
          inputMode="decimal"
          placeholder={placeholderSlippage}
          value={slippageText}
          aria-invalid={!slippageResult.ok}
          onChange={(event) => onSlippage(event.target.value)}
          onBlur={() => {
            if (!parseSlippageInput(slippageText).ok) setSlippageText('')
          }}
        />
        <span>%</span>
      </div>
      <fieldset className="settings__presets">
        <legend className="visually-hidden">
          <Trans>Slippage presets</Trans>
        </legend>
        {SLIPPAGE_PRESET_BIPS.map((bips) => (
          <button
            key={bips}
            type="button"
            className={`settings__preset${slippage === bips ? ' settings__preset--on' : ''}`}
            aria-pressed={slippage === bips}
            onClick={() => onSlippage(slippageInputText(bips))}
          >
            {formatPercent(bips < 100 ? (bips / 100).toFixed(2) : String(bips / 100), i18n.locale)}
          </button>
        ))}
      </fieldset>
      {!slippageResult.ok && slippageResult.error === INVALID_SLIPPAGE_ERROR ? (
        <p className="error-text" role="alert">
          <Trans>Enter a valid slippage percentage</Trans>
        </p>
      ) : warning ? (
        <p className="settings__warning" role="status">
          {warning === SLIPPAGE_MAY_FAIL ? (
            <Trans>Your transaction may fail</Trans>
          ) : (
            <Trans>Your transaction may be frontrun</Trans>
          )}
        </p>
      ) : null}
      {!isL2(chainId) && (
        <>
          <label htmlFor={deadlineId}>
            <Trans>Transaction deadline</Trans>
          </label>
          <div className="settings__row">
            <input
              id={deadlineId}
              className="text-input settings__input"
              inputMode="numeric"
              placeholder={String(DEFAULT_DEADLINE_FROM_NOW / 60)}
              value={deadlineText}
              aria-invalid={!deadlineResult.ok}
              onChange={(event) => onDeadline(event.target.value)}
              onBlur={() => {
                if (!parseDeadlineInput(deadlineText).ok) setDeadlineText('')
              }}
            />
            <span>
              <Trans>minutes</Trans>
            </span>
          </div>
          {!deadlineResult.ok && deadlineResult.error === INVALID_DEADLINE_ERROR && (
            <p className="error-text" role="alert">
              <Trans>Enter a valid deadline</Trans>
            </p>
          )}
        </>
      )}
      <h3>
        <Trans>Interface Settings</Trans>
      </h3>
      {/* The Auto Router toggle shows only on chains the routing service serves. */}
      {ROUTING_CHAIN_IDS.has(chainId) && (
        <Toggle
          label={t`Auto Router API`}
          description={t`Use the ${PRODUCT_NAME} API to get faster quotes.`}
          checked={!clientSideRouter}
          onChange={() => dispatch(updateUserClientSideRouter({ userClientSideRouter: !clientSideRouter }))}
        />
      )}
      <Toggle
        label={t`Expert Mode`}
        description={t`Allow high price impact trades and skip the confirm screen. Use at your own risk.`}
        checked={expertMode}
        onChange={() => {
          if (expertMode) dispatch(updateUserExpertMode({ userExpertMode: false }))
          else onConfirmExpertMode()
        }}
      />
    </div>
  )
}

function Toggle({
  label,
  description,
  checked,
  onChange,
}: {
  label: string
  description: string
  checked: boolean
  onChange: () => void
}) {
  const { t } = useLingui()
  return (
    <Tooltip text={description} className="settings__toggle-row">
      {(describedBy) => (
        <>
          <span>{label}</span>
          <button
            type="button"
            role="switch"
            aria-checked={checked}
            aria-label={label}
            aria-describedby={describedBy}
            className={`toggle${checked ? ' toggle--on' : ''}`}
            onClick={onChange}
          >
            {checked ? t`ON` : t`OFF`}
          </button>
        </>
      )}
    </Tooltip>
  )
}
