import { useLingui } from '@lingui/react/macro'

/** Toggle buttons choosing which chart a page shows (Price, Volume, TVL, Liquidity). */
export function KindButtons<Kind extends string>({
  kinds,
  kind,
  onChange,
}: {
  kinds: readonly { id: Kind; label: string }[]
  kind: Kind
  onChange: (kind: Kind) => void
}) {
  const { t } = useLingui()
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div className="explore-chart__buttons" role="group" aria-label={t`Chart`}>
      {kinds.map((each) => (
        <button
          key={each.id}
          type="button"
          className="secondary-button"
          aria-pressed={each.id === kind}
          onClick={() => onChange(each.id)}
          data-testid={`chart-kind-${each.id}`}
        >
          {each.label}
        </button>
      ))}
    </div>
  )
}
