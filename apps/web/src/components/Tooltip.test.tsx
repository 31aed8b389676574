import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Tooltip } from './Tooltip'

afterEach(cleanup)

function renderTip() {
  render(
    <Tooltip text="Explains the button">
      {(describedBy) => (
        <button type="button" aria-describedby={describedBy}>
          action
        </button>
      )}
    </Tooltip>,
  )
  return screen.getByRole('button', { name: 'action' })
}

describe('Tooltip', () => {
  it('describes its control without a title attribute', () => {
    const button = renderTip()
    expect(button.getAttribute('title')).toBeNull()
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip', { hidden: true }).id)
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('shows on hover and on keyboard focus, and Escape hides it', () => {
    const button = renderTip()
    fireEvent.mouseEnter(button)
    expect(screen.getByRole('tooltip').textContent).toBe('Explains the button')
    fireEvent.mouseLeave(button)
    expect(screen.queryByRole('tooltip')).toBeNull()
    fireEvent.focus(button)
    expect(screen.getByRole('tooltip')).toBeTruthy()
    fireEvent.keyDown(button, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
    fireEvent.blur(button)
    fireEvent.focus(button)
    expect(screen.getByRole('tooltip')).toBeTruthy()
  })

  it('shows nothing while its text is empty, and keeps the same control when the text arrives', () => {
    const tip = (text: string) => (
      <Tooltip text={text}>
        {(describedBy) => (
          <button type="button" aria-describedby={describedBy}>
            account
          </button>
        )}
      </Tooltip>
    )
    const { rerender } = render(tip(''))
    const button = screen.getByRole('button', { name: 'account' })
    fireEvent.mouseEnter(button)
    fireEvent.focus(button)
    expect(screen.queryByRole('tooltip')).toBeNull()
    rerender(tip('0xf39F…2266'))
    expect(screen.getByRole('button', { name: 'account' })).toBe(button)
    expect(screen.getByRole('tooltip').textContent).toBe('0xf39F…2266')
  })
})
