import type { ComponentPropsWithoutRef } from 'react'
import { AMOUNT_MAX_LENGTH, nextAmountInput } from './amountInput'

type AmountInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'onChange' | 'type' | 'className'> & {
  /** The field's class; `<className>--invalid` is added while the amount is invalid. */
  className: string
  /** Called with each accepted value: only decimal numbers get in, a comma read as a point. */
  onUserInput: (value: string) => void
  /** The amount is not one the currency can hold (too many decimals, too large): invalid input. */
  invalid?: boolean
}

/**
 * Every amount field of the app (swap, v2 and v3 liquidity, price range): a text field that lets only
 * decimal numbers in, whatever is typed or pasted, with the same keyboard and autocorrect settings.
 */
export function AmountInput({ className, onUserInput, invalid = false, ...props }: AmountInputProps) {
  return (
    <input
      inputMode="decimal"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      placeholder="0.0"
      pattern="^[0-9]*[.,]?[0-9]*$"
      minLength={1}
      maxLength={AMOUNT_MAX_LENGTH}
      {...props}
      className={invalid ? `${className} ${className}--invalid` : className}
      aria-invalid={invalid || undefined}
      onChange={(event) => {
        const next = nextAmountInput(event.target.value)
        if (next !== undefined) onUserInput(next)
      }}
    />
  )
}
