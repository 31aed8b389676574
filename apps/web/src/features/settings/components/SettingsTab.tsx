import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { Modal } from '../../../components/Modal'
import { Popover } from '../../../components/Popover'
import { useAppDispatch } from '../../../core/store'
import { updateUserExpertMode } from '../state'
import './settings.css'

/** The menu's body loads when it is first opened. */
const SettingsMenu = lazy(() => import('./SettingsMenu').then((module) => ({ default: module.SettingsMenu })))

/**
 * The swap's settings: slippage (Auto or a custom percent), the deadline (not on layer 2, where a fixed
 * one applies), the Auto Router and expert mode.
 */
export function SettingsTab({
  chainId,
  placeholderSlippage,
}: {
  chainId: number
  placeholderSlippage: string
}) {
  const { t } = useLingui()
  const dispatch = useAppDispatch()
  const [open, setOpen] = useState(false)
  const [confirmExpert, setConfirmExpert] = useState(false)
  return (
    <Popover
      className="settings"
      open={open}
      // While the expert-mode dialog is up, clicks in it must not close the menu behind it.
      dismissable={open && !confirmExpert}
      onDismiss={() => setOpen(false)}
      toggle={{
        className: 'icon-button',
        'aria-label': t`Transaction settings`,
        onClick: () => setOpen((value) => !value),
        children: '⚙',
      }}
    >
      {open && (
        <Suspense fallback={null}>
          <SettingsMenu
            chainId={chainId}
            placeholderSlippage={placeholderSlippage}
            onConfirmExpertMode={() => {
              // The menu stands above dialogs (popover layer): closed, it cannot cover the question.
              setOpen(false)
              setConfirmExpert(true)
            }}
          />
        </Suspense>
      )}
      <Modal isOpen={confirmExpert} onDismiss={() => setConfirmExpert(false)} label={t`Are you sure?`}>
        <h2>
          <Trans>Are you sure?</Trans>
        </h2>
        <p>
          <Trans>
            Expert mode turns off the confirm transaction prompt and allows high slippage trades that often
            result in bad rates and lost funds.
          </Trans>
        </p>
        <p>
          <strong>
            <Trans>ONLY USE THIS MODE IF YOU KNOW WHAT YOU ARE DOING.</Trans>
          </strong>
        </p>
        <button
          type="button"
          className="primary-button primary-button--danger"
          onClick={() => {
            if (window.prompt(t`Please type the word "confirm" to enable expert mode.`) === 'confirm') {
              dispatch(updateUserExpertMode({ userExpertMode: true }))
              setConfirmExpert(false)
            }
          }}
        >
          <Trans>Turn On Expert Mode</Trans>
        </button>
      </Modal>
    </Popover>
  )
}
