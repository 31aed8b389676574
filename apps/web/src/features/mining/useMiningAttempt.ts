import { useState } from 'react'
import type { Hex } from 'viem'
import { type TransactionRequest, useSendTransaction } from '../../lib/transactions/useSendTransaction'
import { isUserRejection } from './write'

/**
 * A mining dialog's one transaction: `send` shows what is being sent (`shown`, kept as it was when the
 * button was pressed) while the wallet is asked, records the transaction once sent and keeps its hash
 * for the submitted view; a refusal or failure returns to the form. `dismiss` forgets the attempt.
 */
export function useMiningAttempt<Shown extends object>(onDismiss: () => void, action: string) {
  const sendTransaction = useSendTransaction()
  const [attempt, setAttempt] = useState<(Shown & { hash?: Hex }) | undefined>()
  const dismiss = () => {
    setAttempt(undefined)
    onDismiss()
  }
  async function send(shown: Shown, request: TransactionRequest, record: (hash: Hex) => void) {
    setAttempt(shown)
    try {
      const hash = await sendTransaction(request)
      record(hash)
      setAttempt({ ...shown, hash })
    } catch (error) {
      if (!isUserRejection(error)) console.error(`${action} failed`, error)
      setAttempt(undefined)
    }
  }
  return { attempt, dismiss, send }
}
