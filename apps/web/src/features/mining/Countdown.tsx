import { Trans } from '@lingui/react/macro'
import { countdown, formatCountdown } from './countdown'
import { useNow } from './useNow'

/** 'Rewards begin in', 'Rewards end in' (days:hh:mm:ss, each second) or 'Rewards have ended!'. */
export function Countdown({ begin, end }: { begin: number; end: number }) {
  const now = useNow()
  const { phase, remaining } = countdown(now, begin, end)
  return (
    <p className="countdown" data-testid="countdown">
      {phase === 'BEGINS' ? (
        <Trans>Rewards begin in</Trans>
      ) : phase === 'ENDS' ? (
        <Trans>Rewards end in</Trans>
      ) : (
        <Trans>Rewards have ended!</Trans>
      )}
      {remaining !== undefined ? (
        <>
          {' '}
          <code>{formatCountdown(remaining)}</code>
        </>
      ) : null}
    </p>
  )
}
