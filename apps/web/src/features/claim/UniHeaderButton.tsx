import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
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
  const _dispatch = useAppDispatch()
  const { address, chainId, isConnected } = useAccount()
  const { status } = useClaimStatus(address)
  const aggregate = useAggregateUniBalance(address)
  const claimTxn = useUserClaimTransaction(address)
  const popupShown = useAppSelector((state) => state.claim.showClaimPopup)
  if (!isConnected || chainId !== 1) return null
  if (status === 'available') {
    if (popupShown) return null
    return (
      <HeaderButton modal={ApplicationModal.SELF_CLAIM} testId="header-claim-uni" claim>
        {claimTxn && isPending(claimTxn) ? <Trans>Claiming UNI</Trans> : <Trans>Claim UNI</Trans>}
      </HeaderButton>
    )
  }
  if (aggregate === undefined) return null
  return (
    <HeaderButton modal={ApplicationModal.UNI_BALANCE} testId="header-uni-balance">
      <Trans>{formatAmount(aggregate, 18, 0, i18n.locale)} UNI</Trans>
    </HeaderButton>
  )
}

/** The header's UNI button, which opens `modal`: the claim (highlighted) or the balance. */
function HeaderButton({
  modal,
  testId,
  claim = false,
  children,
}: {
  modal: ApplicationModal
  testId: string
  claim?: boolean
  children: ReactNode
}) {
  const dispatch = useAppDispatch()
  return (
    <button
      type="button"
      className={claim ? 'uni-header-button uni-header-button--claim' : 'uni-header-button'}
      data-testid={testId}
      onClick={() => dispatch(setOpenModal(modal))}
    >
      {children}
    </button>
  )
}
