import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import type { PairState } from './mint'

/** Why Supply cannot be pressed, in the spec's order of precedence; undefined when it can. */
export type AddError =
  | { kind: 'CONNECT_WALLET' }
  | { kind: 'INVALID_PAIR' }
  | { kind: 'AMOUNT_TOO_LARGE' }
  | { kind: 'ENTER_AMOUNT' }
  | { kind: 'INSUFFICIENT_BALANCE'; symbol: string }

export function addV2Error({
  account,
  pairState,
  amountA,
  amountB,
  balanceA,
  balanceB,
  amountTooLarge = false,
}: {
  account: string | undefined
  pairState: PairState
  amountA: CurrencyAmount<Currency> | undefined
  amountB: CurrencyAmount<Currency> | undefined
  balanceA: CurrencyAmount<Currency> | undefined
  balanceB: CurrencyAmount<Currency> | undefined
  /** An amount is more than any token can hold. */
  amountTooLarge?: boolean
}): AddError | undefined {
  if (!account) return { kind: 'CONNECT_WALLET' }
  if (pairState === 'INVALID') return { kind: 'INVALID_PAIR' }
  if (amountTooLarge) return { kind: 'AMOUNT_TOO_LARGE' }
  if (!amountA || !amountB) return { kind: 'ENTER_AMOUNT' }
  // Balances must cover both amounts (spec §5); an unknown balance does not cover anything.
  if (!balanceA || balanceA.lessThan(amountA))
    return { kind: 'INSUFFICIENT_BALANCE', symbol: amountA.currency.symbol ?? '' }
  if (!balanceB || balanceB.lessThan(amountB))
    return { kind: 'INSUFFICIENT_BALANCE', symbol: amountB.currency.symbol ?? '' }
  return undefined
}
