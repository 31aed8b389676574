import { type RefObject, useEffect } from 'react'
import { isBelow } from './breakpoints'
import { dismissesOnRelease, dragOffset, NO_DRAG_SELECTOR } from './modalDrag'

/**
 * On a narrow screen (below the small breakpoint) the dialog follows a pointer dragged down from a place
 * that is not a control, and closes when let go beyond 300 px; otherwise it returns to its place.
 */
export function useDragToDismiss(
  dialog: RefObject<HTMLElement | null>,
  isOpen: boolean,
  dismiss: RefObject<() => void>,
): void {
  useEffect(() => {
    const element = dialog.current
    if (!isOpen || !element) return
    let start: { y: number; pointerId: number } | undefined
    const reset = () => {
      start = undefined
      element.style.transform = ''
    }
    const onDown = (event: PointerEvent) => {
      if (!isBelow('small') || event.button !== 0 || element.scrollTop > 0) return
      if (event.target instanceof Element && event.target.closest(NO_DRAG_SELECTOR)) return
      start = { y: event.clientY, pointerId: event.pointerId }
      element.setPointerCapture?.(event.pointerId)
    }
    const onMove = (event: PointerEvent) => {
      if (start?.pointerId !== event.pointerId) return
      element.style.transform = `translateY(${dragOffset(start.y, event.clientY)}px)`
    }
    const onUp = (event: PointerEvent) => {
      if (start?.pointerId !== event.pointerId) return
      const offset = dragOffset(start.y, event.clientY)
      reset()
      if (dismissesOnRelease(offset)) dismiss.current()
    }
    element.addEventListener('pointerdown', onDown)
    element.addEventListener('pointermove', onMove)
    element.addEventListener('pointerup', onUp)
    element.addEventListener('pointercancel', reset)
    return () => {
      element.removeEventListener('pointerdown', onDown)
      element.removeEventListener('pointermove', onMove)
      element.removeEventListener('pointerup', onUp)
      element.removeEventListener('pointercancel', reset)
      reset()
    }
  }, [dialog, isOpen, dismiss])
}
