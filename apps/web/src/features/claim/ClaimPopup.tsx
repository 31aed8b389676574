import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useAccount } from 'wagmi'
import { ApplicationModal, setOpenModal } from '../../core/application'
import { useAppDispatch, useAppSelector } from '../../core/store'
import { formatAmount } from '../../lib/format'
import { useClaimStatus } from './hooks'
import { setShowClaimPopup } from './state'
import './claim.css'

/** The 'UNI has arrived' card, top right, when the connected account has a claim; it can be dismissed. */
export default function ClaimPopup() {
  const { t, i18n } = useLingui()
  const dispatch = useAppDispatch()
  const { address } = useAccount()
  const { status, claim } = useClaimStatus(address)
  const available = status === 'available'
  const show = useAppSelector((state) => state.claim.showClaimPopup)
  const selfClaimOpen = useAppSelector((state) => state.application.openModal === ApplicationModal.SELF_CLAIM)

  // Shown whenever an account with a claim connects (again); hidden once there is none.
  useEffect(() => {
    dispatch(setShowClaimPopup(available))
  }, [available, address, dispatch])

  if (!show || !available || !claim || selfClaimOpen) return null
  return (
    <aside className="claim-popup" aria-label={t`UNI has arrived`} data-testid="claim-popup">
      <button
        type="button"
        className="claim-popup__close"
        aria-label={t`Dismiss`}
        onClick={() => dispatch(setShowClaimPopup(false))}
      >
        ×
      </button>
      <p className="claim-popup__title">
        <span role="img" aria-label={t`party`}>
          🎉
        </span>{' '}
        <Trans>UNI has arrived</Trans>{' '}
        <span role="img" aria-label={t`party`}>
          🎉
        </span>
      </p>
      <p className="claim-popup__amount">
        <Trans>{formatAmount(claim.amount, 18, 4, i18n.locale, { trim: true })} UNI</Trans>
      </p>
      <p>
        <Trans>Thanks for being part of the Uniswap community</Trans>{' '}
        <span role="img" aria-label={t`love`}>
          ❤️
        </span>
      </p>
      <button
        type="button"
        className="primary-button claim-popup__claim"
        onClick={() => dispatch(setOpenModal(ApplicationModal.SELF_CLAIM))}
      >
        <Trans>Claim your UNI tokens</Trans>
      </button>
    </aside>
  )
}
