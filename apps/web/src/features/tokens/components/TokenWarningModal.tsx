import { useLingui } from '@lingui/react/macro'
import type { Token } from '@uniswap/sdk-core'
import { Modal } from '../../../components/Modal'
import { ImportTokenView } from './ImportTokenView'

/**
 * Shown when a link opens the swap with tokens no active list knows: nothing can be traded until the user
 * imports them (confirm) or leaves (dismiss).
 */
export function TokenWarningModal({
  isOpen,
  tokens,
  onConfirm,
  onDismiss,
}: {
  isOpen: boolean
  tokens: Token[]
  onConfirm: () => void
  onDismiss: () => void
}) {
  const { t } = useLingui()
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} label={t`Import a token`}>
      <ImportTokenView tokens={tokens} list={undefined} onDismiss={onDismiss} onImported={onConfirm} />
    </Modal>
  )
}
