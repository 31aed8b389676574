import { lazy, Suspense, useEffect, useState } from 'react'
import { ApplicationModal } from '../../core/application'
import { useAppSelector } from '../../core/store'

// The dialogs load when first opened; once loaded they stay mounted so that a claim in progress is
// followed to its receipt even while its dialog is closed.
const SelfClaimModal = lazy(() => import('./SelfClaimModal'))
const AddressClaimModal = lazy(() => import('./AddressClaimModal'))
const UniBalanceModal = lazy(() => import('./UniBalanceModal'))

const MODALS = [
  ApplicationModal.SELF_CLAIM,
  ApplicationModal.ADDRESS_CLAIM,
  ApplicationModal.UNI_BALANCE,
] as const
type ClaimModal = (typeof MODALS)[number]

/** The self-claim, claim-for-address and UNI breakdown dialogs. */
export function ClaimModals() {
  const open = useAppSelector((state) => state.application.openModal)
  const [opened, setOpened] = useState<ReadonlySet<ClaimModal>>(new Set())
  useEffect(() => {
    const modal = MODALS.find((candidate) => candidate === open)
    if (modal && !opened.has(modal)) setOpened(new Set([...opened, modal]))
  }, [open, opened])
  return (
    <Suspense fallback={null}>
      {opened.has(ApplicationModal.SELF_CLAIM) ? (
        <SelfClaimModal isOpen={open === ApplicationModal.SELF_CLAIM} />
      ) : null}
      {opened.has(ApplicationModal.ADDRESS_CLAIM) ? (
        <AddressClaimModal isOpen={open === ApplicationModal.ADDRESS_CLAIM} />
      ) : null}
      {opened.has(ApplicationModal.UNI_BALANCE) ? (
        <UniBalanceModal isOpen={open === ApplicationModal.UNI_BALANCE} />
      ) : null}
    </Suspense>
  )
}
