import { useLingui } from '@lingui/react/macro'
import { type ChartRange, RANGES } from '../logic/series'

/** The 1H…1Y buttons: the pressed one is the range shown. */
export function RangeButtons({
  range,
  onChange,
}: {
  range: ChartRange
  onChange: (range: ChartRange) => void
}) {
  const { t } = useLingui()
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div className="explore-chart__buttons" role="group" aria-label={t`Time range`}>
      {RANGES.map((each) => (
        <button
          key={each}
          type="button"
          className="secondary-button"
          aria-pressed={each === range}
          onClick={() => onChange(each)}
          data-testid={`range-${each}`}
        >
          {each}
        </button>
      ))}
    </div>
  )
}
