import { Trans, useLingui } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { ApplicationModal, setOpenModal } from '../../core/application'
import { useAppDispatch, useAppSelector } from '../../core/store'
import { formatAmount } from '../../lib/format'
import { isPending } from '../transactions'
import { useAggregateUniBalance, useClaimStatus, useUserClaimTransaction } from './hooks'
import './claim.css'

/**
 * The header's UNI button on mainnet: 'Claim UNI' (or 'Claiming UNI' while the claim is pending) when the
 * account has a claim and its card is not shown; otherwise the account's UNI, which opens the breakdown.
 */
export default function UniHeaderButton() {
  const { i18n } = useLingui()
  const dispatch = useAppDispatch()
  const { address, chainId, isConnected } = useAccount()
  const { status } = useClaimStatus(address)
  const aggregate = useAggregateUniBalance(address)
  const claimTxn = useUserClaimTransaction(address)
  const popupShown = useAppSelector((state) => state.claim.showClaimPopup)
  if (!isConnected || chainId !== 1) return null
  if (status === 'available') {
    if (popupShown) return null
    return (
      <button
        type="button"
        className="uni-header-button uni-header-button--claim"
        data-testid="header-claim-uni"
        onClick={() => dispatch(setOpenModal(ApplicationModal.SELF_CLAIM))}
      >
        {claimTxn && isPending(claimTxn) ? <Trans>Claiming UNI</Trans> : <Trans>Claim UNI</Trans>}
      </button>
    )
  }
  if (aggregate === undefined) return null
  return (
    <button
      type="button"
      className="uni-header-button"
      data-testid="header-uni-balance"
      onClick={() => dispatch(setOpenModal(ApplicationModal.UNI_BALANCE))}
    >
      <Trans>{formatAmount(aggregate, 18, 0, i18n.locale)} UNI</Trans>
    </button>
  )
}
