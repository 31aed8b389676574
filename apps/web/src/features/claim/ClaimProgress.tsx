import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ExplorerDataType, getExplorerLink } from '../../lib/explorer'
import { Confetti } from './Confetti'
import { CONFETTI_PIECES } from './constants'

/**
 * The claim dialogs after the Claim button: waiting for the wallet ('Confirm this transaction in your
 * wallet'), submitted (a link to the explorer), then claimed with confetti and the welcome message.
 */
export function ClaimProgress({
  chainId,
  hash,
  claimed,
  amount,
  recipient,
}: {
  chainId: number
  hash: string | undefined
  claimed: boolean
  /** The claimed amount as shown, e.g. '1,634.5678'. */
  amount: string
  /** The recipient as shown, when claiming for another address. */
  recipient?: ReactNode
}) {
  const { t } = useLingui()
  return (
    <section className="claim-progress" aria-live="polite" data-testid="claim-progress">
      {claimed ? <Confetti pieces={CONFETTI_PIECES} /> : null}
      <div className="claim-progress__icon" aria-hidden="true">
        {claimed ? '🦄' : <span className="spinner claim-progress__spinner" />}
      </div>
      <h2 className="claim-progress__title">{claimed ? <Trans>Claimed!</Trans> : <Trans>Claiming</Trans>}</h2>
      {claimed ? null : (
        <p className="claim-progress__amount">
          <Trans>{amount} UNI</Trans>
        </p>
      )}
      {recipient && !claimed ? (
        <p>
          <Trans>for {recipient}</Trans>
        </p>
      ) : null}
      {claimed ? (
        <p className="claim-progress__welcome">
          <span role="img" aria-label={t`party`}>
            🎉
          </span>{' '}
          <Trans>Welcome to team Unicorn :)</Trans>{' '}
          <span role="img" aria-label={t`party`}>
            🎉
          </span>
        </p>
      ) : hash ? (
        <a
          href={getExplorerLink(chainId, hash, ExplorerDataType.TRANSACTION)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Trans>View transaction on Explorer</Trans>
        </a>
      ) : (
        <p>
          <Trans>Confirm this transaction in your wallet</Trans>
        </p>
      )}
    </section>
  )
}
