import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** The picker's title row: an optional back arrow, the title and a close button. */
export function PickerHeader({
  title,
  onBack,
  onDismiss,
}: {
  title: ReactNode
  onBack?: () => void
  onDismiss: () => void
}) {
  const { t } = useLingui()
  return (
    <div className="token-picker__header">
      {onBack && (
        <button type="button" className="icon-button" onClick={onBack} aria-label={t`Back`}>
          <span className="flip-in-rtl" aria-hidden="true">
            ←
          </span>
        </button>
      )}
      <h2 className="token-picker__title">{title}</h2>
      <button type="button" className="icon-button" onClick={onDismiss} aria-label={t`Close`}>
        ×
      </button>
    </div>
  )
}
