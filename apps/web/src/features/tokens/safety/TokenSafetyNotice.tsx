import { Trans, useLingui } from '@lingui/react/macro'
import { formatPercent } from '../../../lib/format'
import type { SafetyVerdict } from '../../../lib/simulation/tokenSafety'
import { type SafetyWarning, safetyWarning } from './logic'

function WarningText({ warning }: { warning: SafetyWarning }) {
  const { i18n } = useLingui()
  switch (warning.kind) {
    case 'honeypot':
      return <Trans>Honeypot: this token cannot be sold</Trans>
    case 'transfers-blocked':
      return <Trans>Transfers blocked</Trans>
    case 'tax': {
      const buy = formatPercent(String(warning.buyPercent), i18n.locale)
      const sell = formatPercent(String(warning.sellPercent), i18n.locale)
      return (
        <Trans>
          Transfer tax: {buy} on buy, {sell} on sell
        </Trans>
      )
    }
  }
}

/** The one-line safety verdict of a token, or nothing when the probe found nothing to say. */
export function TokenSafetyNotice({ verdict }: { verdict: SafetyVerdict | undefined }) {
  const warning = safetyWarning(verdict)
  if (!warning) return null
  return (
    <p
      className={`token-safety token-safety--${warning.kind}`}
      role={warning.kind === 'tax' ? 'status' : 'alert'}
      data-testid="token-safety"
      data-kind={warning.kind}
    >
      <WarningText warning={warning} />
    </p>
  )
}
