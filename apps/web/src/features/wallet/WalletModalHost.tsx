import { lazy, Suspense, useEffect, useState } from 'react'
import { ApplicationModal } from '../../core/application'
import { useAppSelector } from '../../core/store'

const WalletModal = lazy(() => import('./WalletModal').then((module) => ({ default: module.WalletModal })))

/**
 * Mounts the wallet modal once it is first opened, and keeps it from then on: its code (the options, the
 * account view, the recent transactions) is not needed before.
 */
export function WalletModalHost() {
  const isOpen = useAppSelector((state) => state.application.openModal === ApplicationModal.WALLET)
  const [opened, setOpened] = useState(isOpen)
  useEffect(() => {
    if (isOpen) setOpened(true)
  }, [isOpen])
  return opened ? (
    <Suspense fallback={null}>
      <WalletModal />
    </Suspense>
  ) : null
}
