import { Trans } from '@lingui/react/macro'
import { type ReactNode, useEffect, useState } from 'react'
import { AmountInput } from '../../../components/AmountInput'

/**
 * One bound of the price range: the price shown at its snapped tick, typed freely while focused and
 * committed on blur (when it snaps to the tick spacing), with − and + stepping one tick spacing.
 */
export function RangeInput({
  id,
  label,
  value,
  unit,
  locked,
  onCommit,
  onStep,
}: {
  id: string
  label: ReactNode
  value: string
  unit: ReactNode
  locked: boolean
  onCommit: (typed: string) => void
  /** A press of − (-1) or + (1). */
  onStep: (direction: -1 | 1) => void
}) {
  const [text, setText] = useState(value)
  const [focused, setFocused] = useState(false)
  useEffect(() => {
    if (!focused) setText(value)
  }, [value, focused])
  return (
    <div className={`add-v3__range-input${locked ? ' add-v3__disabled' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="add-v3__range-row">
        <StepButton direction={-1} locked={locked} onStep={onStep} />
        <AmountInput
          id={id}
          className="add-v3__price-input"
          disabled={locked}
          value={text}
          onFocus={() => setFocused(true)}
          onUserInput={setText}
          onBlur={() => {
            setFocused(false)
            if (text !== value) onCommit(text)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur()
          }}
        />
        <StepButton direction={1} locked={locked} onStep={onStep} />
      </div>
      <small>{unit}</small>
      {locked && (
        <span className="visually-hidden">
          <Trans>Locked</Trans>
        </span>
      )}
    </div>
  )
}

function StepButton({
  direction,
  locked,
  onStep,
}: {
  direction: -1 | 1
  locked: boolean
  onStep: (direction: -1 | 1) => void
}) {
  const sign = direction < 0 ? '−' : '+'
  return (
    <button
      type="button"
      className="secondary-button"
      aria-label={sign}
      disabled={locked}
      onClick={() => onStep(direction)}
    >
      {sign}
    </button>
  )
}
