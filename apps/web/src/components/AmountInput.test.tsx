import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AmountInput } from './AmountInput'

afterEach(cleanup)

function Field({ onUserInput, invalid }: { onUserInput: (value: string) => void; invalid?: boolean }) {
  const [value, setValue] = useState('')
  return (
    <AmountInput
      aria-label="Amount"
      className="panel__amount"
      invalid={invalid}
      value={value}
      onUserInput={(next) => {
        onUserInput(next)
        setValue(next)
      }}
    />
  )
}

describe('AmountInput', () => {
  it('lets decimal numbers in, a comma as a point, and keeps the last good value otherwise', () => {
    const onUserInput = vi.fn()
    render(<Field onUserInput={onUserInput} />)
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' })
    fireEvent.change(field, { target: { value: '1,5' } })
    expect(onUserInput).toHaveBeenLastCalledWith('1.5')
    expect(field.value).toBe('1.5')
    for (const hostile of ['1e18', '-1', '0x10', '1.2.3', ' 1', '１']) {
      fireEvent.change(field, { target: { value: hostile } })
      expect(field.value).toBe('1.5')
    }
    expect(onUserInput).toHaveBeenCalledTimes(1)
  })

  it("refuses an 80th character, typed or pasted, as the reference's field did (maxLength 79)", () => {
    const onUserInput = vi.fn()
    render(<Field onUserInput={onUserInput} />)
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' })
    expect(field.maxLength).toBe(79)
    const full = '9'.repeat(79)
    fireEvent.change(field, { target: { value: full } })
    fireEvent.change(field, { target: { value: `${full}9` } })
    expect(field.value).toBe(full)
    expect(onUserInput).toHaveBeenCalledTimes(1)
  })

  it('says when the amount is invalid, for assistive technology too', () => {
    const { rerender } = render(<Field onUserInput={() => {}} />)
    const field = screen.getByRole('textbox', { name: 'Amount' })
    expect(field.className).toBe('panel__amount')
    expect(field.getAttribute('aria-invalid')).toBeNull()
    rerender(<Field onUserInput={() => {}} invalid />)
    expect(field.className).toBe('panel__amount panel__amount--invalid')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('inputmode')).toBe('decimal')
  })
})
