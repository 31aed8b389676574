import type { ReactNode } from 'react'
import { ApplicationModal, setOpenModal } from '../../core/application'
import { useAppDispatch } from '../../core/store'

/** The primary button that opens the wallet dialog where a screen needs an account ('Connect Wallet'). */
export function ConnectWalletButton({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch()
  return (
    <button
      type="button"
      className="primary-button"
      onClick={() => dispatch(setOpenModal(ApplicationModal.WALLET))}
    >
      {children}
    </button>
  )
}
