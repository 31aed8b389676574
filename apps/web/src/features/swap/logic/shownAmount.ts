import type { Field } from '../state'

/** What the form, rendered from a deferred swap state, knows of the amounts. */
export interface FormAmounts {
  /** The field typed in, as the form last rendered it. */
  independentField: Field
  /** The trade's amount for the other field ('' without a trade). */
  dependentValue: string
  /** Wrapping is one for one: both fields show the typed amount. */
  wrapping: boolean
}

/**
 * The text an amount field shows: the typed text when it is the field typed in (from the live state, so a
 * key paints at once), else the form's trade amount, unless the user has since typed in the other field
 * and the form's amount answers a question no longer asked.
 */
export function shownAmount(
  field: Field,
  live: { independentField: Field; typedValue: string },
  form: FormAmounts,
): string {
  if (form.wrapping || live.independentField === field) return live.typedValue
  return live.independentField === form.independentField ? form.dependentValue : ''
}
