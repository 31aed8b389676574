import { describe, expect, it } from 'vitest'
import { DISMISS_DRAG_PX, dismissesOnRelease, dragOffset } from './modalDrag'

describe('dragging a dialog down', () => {
  it('follows the pointer downwards only', () => {
    expect(dragOffset(100, 250)).toBe(150)
    expect(dragOffset(100, 40)).toBe(0)
  })

  it('closes it only beyond 300 px', () => {
    expect(DISMISS_DRAG_PX).toBe(300)
    expect(dismissesOnRelease(300)).toBe(false)
    expect(dismissesOnRelease(301)).toBe(true)
    expect(dismissesOnRelease(0)).toBe(false)
  })
})
