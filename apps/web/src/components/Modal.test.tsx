import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Modal } from './Modal'

function Harness({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(false)
  const [inner, setInner] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal isOpen={open} onDismiss={() => setOpen(false)} label="Outer">
        <button type="button">first</button>
        {nested ? (
          <button type="button" onClick={() => setInner(true)}>
            inner
          </button>
        ) : null}
        <button type="button">last</button>
        <Modal isOpen={inner} onDismiss={() => setInner(false)} label="Inner">
          <button type="button">only</button>
        </Modal>
      </Modal>
    </>
  )
}

const tab = (shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey })
const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })

afterEach(cleanup)

describe('Modal', () => {
  it('takes focus, keeps Tab inside, closes on Escape and gives focus back', () => {
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'open' })
    opener.focus()
    act(() => opener.click())
    const dialog = screen.getByRole('dialog', { name: 'Outer' })
    expect(document.activeElement).toBe(dialog)
    tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'first' }))
    screen.getByRole('button', { name: 'last' }).focus()
    tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'first' }))
    tab(true)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'last' }))
    pressEscape()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('lets only the innermost of two open dialogs answer Escape', () => {
    render(<Harness nested />)
    act(() => screen.getByRole('button', { name: 'open' }).click())
    screen.getByRole('button', { name: 'inner' }).focus()
    act(() => screen.getByRole('button', { name: 'inner' }).click())
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeTruthy()
    pressEscape()
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'inner' }))
  })

  it('leaves the focus on a field that focused itself when the dialog opened', () => {
    render(
      <Modal isOpen onDismiss={() => undefined} label="Search">
        {/* biome-ignore lint/a11y/noAutofocus: the case under test */}
        <input aria-label="search" autoFocus />
      </Modal>,
    )
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'search' }))
  })
})
