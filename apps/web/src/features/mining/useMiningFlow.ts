import { useState } from 'react'
import { type PreparedTransaction, useTransactionFlow } from '../transactions'

/**
 * A mining dialog's one transaction: what it sends is shown as it was when the button was pressed
 * (`shown`) while the flow runs; `dismiss` forgets the attempt and closes the dialog.
 */
export function useMiningFlow<Shown extends object>(onDismiss: () => void) {
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
  return { flow, shown, dismiss, send }
}
