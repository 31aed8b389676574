import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Modal } from '../../components/Modal'
import { ExplorerDataType, getExplorerLink } from '../../lib/explorer'
import { formatAmount } from '../../lib/format'
import { FailedView } from '../transactions'
import { ClaimProgress } from './ClaimProgress'
import type { useClaimFlow } from './hooks'

/** UNI as the claim dialogs show it: 4 decimals at most, trailing zeros dropped. */
export const uniText = (raw: bigint, locale: string) => formatAmount(raw, 18, 4, locale, { trim: true })
const shorten = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`

/**
 * A claim dialog: its close button, then the form (`children`) until Claim is pressed, then the claim's
 * progress (waiting, submitted, claimed with confetti) or its failure (Dismiss returns to the form).
 * `showRecipient` names where the UNI goes (claiming for another address).
 */
export function ClaimDialog({
  isOpen,
  label,
  testId,
  chainId,
  claim,
  showRecipient = false,
  onClose,
  children,
}: {
  isOpen: boolean
  label: string
  testId: string
  chainId: number
  claim: Pick<ReturnType<typeof useClaimFlow>, 'flow' | 'shown' | 'claimed'>
  showRecipient?: boolean
  onClose: () => void
  children: ReactNode
}) {
  const { t, i18n } = useLingui()
  const { flow, shown, claimed } = claim
  const { state } = flow
  return (
    <Modal isOpen={isOpen} onDismiss={onClose} label={label}>
      <div className="claim-modal" data-testid={testId}>
        <button type="button" className="claim-modal__close" aria-label={t`Close`} onClick={onClose}>
          ×
        </button>
        {state.status === 'failed' ? (
          <FailedView message={state.error.shortMessage} onDismiss={flow.reset} />
        ) : state.status !== 'idle' && shown ? (
          <ClaimProgress
            chainId={chainId}
            hash={state.status === 'submitted' ? state.hash : undefined}
            claimed={claimed}
            amount={uniText(shown.amount, i18n.locale)}
            recipient={
              showRecipient ? (
                <a
                  href={getExplorerLink(chainId, shown.recipient, ExplorerDataType.ADDRESS)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {shorten(shown.recipient)}
                </a>
              ) : undefined
            }
          />
        ) : (
          children
        )}
      </div>
    </Modal>
  )
}
