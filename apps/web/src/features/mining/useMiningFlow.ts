import { useState } from 'react'
import { type PreparedTransaction, useTransactionFlow } from '../transactions'
import type { MiningDialogProps } from './dialogProps'

/**
 * A mining dialog's one transaction: what it sends is shown as it was when the button was pressed
 * (`shown`) while the flow runs; `dismiss` forgets the attempt and closes the dialog; `frame` is what
 * its TransactionDialog is given.
 */
export function useMiningFlow<Shown extends object>({ isOpen, onDismiss, chainId }: MiningDialogProps) {
  const flow = useTransactionFlow()
  const [shown, setShown] = useState<Shown | undefined>()
  const dismiss = () => {
    flow.reset()
    onDismiss()
  }
  async function send(what: Shown, prepared: PreparedTransaction) {
    setShown(what)
    await flow.send(prepared)
  }
  // The frame every mining dialog has: open or not, its flow, its chain, and the mining dialogs' look.
  const frame = { isOpen, chainId, flow, onClose: dismiss, className: 'mining-modal' }
  return { flow, shown, dismiss, send, frame }
}
