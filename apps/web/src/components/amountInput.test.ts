import { describe, expect, it } from 'vitest'
import { AMOUNT_MAX_LENGTH, nextAmountInput } from './amountInput'

describe('nextAmountInput', () => {
  it('accepts decimal numbers as they are typed, keeping 0.0', () => {
    expect(nextAmountInput('')).toBe('')
    expect(nextAmountInput('0')).toBe('0')
    expect(nextAmountInput('0.')).toBe('0.')
    expect(nextAmountInput('0.0')).toBe('0.0')
    expect(nextAmountInput('.5')).toBe('.5')
    expect(nextAmountInput('12,5')).toBe('12.5')
  })

  it('refuses anything else', () => {
    expect(nextAmountInput('\\')).toBeUndefined()
    expect(nextAmountInput('1.2.3')).toBeUndefined()
    expect(nextAmountInput('1e5')).toBeUndefined()
    expect(nextAmountInput('-1')).toBeUndefined()
    expect(nextAmountInput('abc')).toBeUndefined()
  })

  it("holds the spec's 79 characters (AMOUNT_MAX_LENGTH) and refuses the 80th", () => {
    const full = `1${'0'.repeat(76)}.5`
    expect(AMOUNT_MAX_LENGTH).toBe(79)
    expect(full).toHaveLength(79)
    expect(nextAmountInput(full)).toBe(full)
    expect(nextAmountInput(`${full}5`)).toBeUndefined()
    expect(nextAmountInput(`${'1'.repeat(40)},${'2'.repeat(39)}`)).toBeUndefined()
  })
})
