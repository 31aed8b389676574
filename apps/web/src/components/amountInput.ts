/** A decimal number being typed: digits with at most one separator; a comma is read as a point. */
const DECIMAL_INPUT = /^\d*(?:\.\d*)?$/

/** The spec's amount text holds at most 79 characters: the field refuses the 80th. */
export const AMOUNT_MAX_LENGTH = 79

/**
 * The new value of an amount field after a keystroke, or undefined to keep the old one: only decimal
 * numbers of at most 79 characters get in ('\' or letters are refused; '0.0' is kept as typed so that
 * '0.05' can follow).
 */
export function nextAmountInput(typed: string): string | undefined {
  const value = typed.replace(/,/g, '.')
  return DECIMAL_INPUT.test(value) && value.length <= AMOUNT_MAX_LENGTH ? value : undefined
}
