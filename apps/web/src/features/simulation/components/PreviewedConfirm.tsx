import type { ReactNode } from 'react'
import type { RequestSimulation } from '../useRequestSimulation'
import { TransactionPreview } from './SimulatedBalanceChanges'

/**
 * The end of a confirm step: the simulated balance changes of the transaction, then the button that
 * sends that very transaction, disabled while the simulation says it reverts (or while `disabled`).
 */
export function PreviewedConfirm({
  preview,
  chainId,
  disabled = false,
  onConfirm,
  children,
}: {
  preview: RequestSimulation
  chainId: number
  disabled?: boolean
  onConfirm: () => void
  children: ReactNode
}) {
  return (
    <>
      <TransactionPreview preview={preview} chainId={chainId} />
      <button
        type="button"
        className="primary-button"
        disabled={disabled || preview.blocks}
        onClick={onConfirm}
      >
        {children}
      </button>
    </>
  )
}
