import { type Currency, type CurrencyAmount, Percent } from '@uniswap/sdk-core'

/** The spec's thresholds (swap-shell-and-services.md, "Price impact" and section 9). Colour bands: 1% and 3%. */
export const ALLOWED_PRICE_IMPACT_LOW = new Percent(1, 100)
export const ALLOWED_PRICE_IMPACT_MEDIUM = new Percent(3, 100)
/** Above it the button reads 'Swap Anyway' in error style. */
export const PRICE_IMPACT_WARNING = new Percent(2, 100)
/** Above it the swap is blocked unless expert mode is on ('Price Impact Too High'). */
export const BLOCKED_PRICE_IMPACT_NON_EXPERT = new Percent(3, 100)
/** Expert mode only: at or above it a yes/no browser dialog (reference-values.md). */
export const ALLOWED_PRICE_IMPACT_HIGH = new Percent(5, 100)
/** Expert mode only: at or above it the user must type 'confirm'. */
export const PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN = new Percent(10, 100)

/** 0: up to 1%; 1: above 1%; 2: above 2% ('Swap Anyway'); 3: above 3% (blocked without expert mode). */
export type WarningSeverity = 0 | 1 | 2 | 3

/** The severity of a trade's price impact; unknown impact is 0. */
export function warningSeverity(priceImpact: Percent | undefined): WarningSeverity {
  if (!priceImpact) return 0
  if (priceImpact.greaterThan(BLOCKED_PRICE_IMPACT_NON_EXPERT)) return 3
  if (priceImpact.greaterThan(PRICE_IMPACT_WARNING)) return 2
  if (priceImpact.greaterThan(ALLOWED_PRICE_IMPACT_LOW)) return 1
  return 0
}

export type PriceImpactTone = 'positive' | 'neutral' | 'warning' | 'danger'

/** Display colour bands: negative (a gain) green, under 1% grey, under 3% yellow, otherwise red. */
export function priceImpactTone(priceImpact: Percent | undefined): PriceImpactTone {
  if (!priceImpact) return 'neutral'
  if (priceImpact.lessThan(0)) return 'positive'
  if (priceImpact.lessThan(ALLOWED_PRICE_IMPACT_LOW)) return 'neutral'
  if (priceImpact.lessThan(ALLOWED_PRICE_IMPACT_MEDIUM)) return 'warning'
  return 'danger'
}

export const HIGH_IMPACT_CONFIRM_MESSAGE =
  'This swap has a price impact of at least 5%. Please confirm that you would like to continue with this swap.'
export const VERY_HIGH_IMPACT_PROMPT_MESSAGE =
  'This swap has a price impact of at least 10%. Please type the word "confirm" to continue with this swap.'

export interface BrowserDialogs {
  confirm(message: string): boolean
  prompt(message: string): string | null
}

/**
 * The browser dialogs for a large price impact (from the fiat values; none when unknown): at or above 10%
 * the user types 'confirm', at or above 5% a yes/no. Returns whether to go on.
 */
export function confirmPriceImpactWithoutFee(
  priceImpact: Percent | undefined,
  dialogs: BrowserDialogs,
): boolean {
  if (!priceImpact) return true
  if (!priceImpact.lessThan(PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN))
    return dialogs.prompt(VERY_HIGH_IMPACT_PROMPT_MESSAGE) === 'confirm'
  if (!priceImpact.lessThan(ALLOWED_PRICE_IMPACT_HIGH)) return dialogs.confirm(HIGH_IMPACT_CONFIRM_MESSAGE)
  return true
}

/**
 * The price impact shown under the output and used by the browser dialogs: how much less the output is
 * worth than the input in USD (negative when it is worth more). Unknown when either value is.
 */
export function fiatValuePriceImpact(
  inputValue: CurrencyAmount<Currency> | undefined,
  outputValue: CurrencyAmount<Currency> | undefined,
): Percent | undefined {
  if (!inputValue || !outputValue || !inputValue.currency.equals(outputValue.currency)) return undefined
  const input = BigInt(inputValue.quotient.toString())
  if (input === 0n) return undefined
  const output = BigInt(outputValue.quotient.toString())
  return new Percent((input - output).toString(), input.toString())
}
