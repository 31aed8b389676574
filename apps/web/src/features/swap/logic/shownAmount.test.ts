import { describe, expect, it } from 'vitest'
import { shownAmount } from './shownAmount'

describe('shownAmount', () => {
  const form = { independentField: 'INPUT' as const, dependentValue: '3000.12', wrapping: false }

  it('shows the live typed text in the field typed in, ahead of the form', () => {
    expect(shownAmount('INPUT', { independentField: 'INPUT', typedValue: '1.25' }, form)).toBe('1.25')
  })

  it("shows the trade's amount in the other field", () => {
    expect(shownAmount('OUTPUT', { independentField: 'INPUT', typedValue: '1.25' }, form)).toBe('3000.12')
  })

  it('shows nothing in the other field while the form still answers the field typed in before', () => {
    const live = { independentField: 'OUTPUT' as const, typedValue: '5' }
    expect(shownAmount('OUTPUT', live, form)).toBe('5')
    expect(shownAmount('INPUT', live, form)).toBe('')
  })

  it('shows the typed amount in both fields when wrapping', () => {
    const wrapping = { ...form, wrapping: true }
    const live = { independentField: 'INPUT' as const, typedValue: '2' }
    expect(shownAmount('INPUT', live, wrapping)).toBe('2')
    expect(shownAmount('OUTPUT', live, wrapping)).toBe('2')
  })
})
