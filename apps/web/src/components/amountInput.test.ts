import { describe, expect, it } from 'vitest'
import { nextAmountInput } from './amountInput'

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
})
