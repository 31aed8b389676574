import { type ReactNode, useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { trapTab } from './focus'
import { useDragToDismiss } from './useDragToDismiss'

/** The open dialogs, innermost last: only that one answers Escape and keeps Tab. */
const openDialogs: HTMLElement[] = []

/**
 * A dialog over the page: Escape and a click on the backdrop dismiss it, focus moves into it, Tab
 * stays inside it, and focus returns to where it was when it closes. On a narrow screen a drag down
 * beyond 300 px dismisses it (useDragToDismiss).
 */
export function Modal({
  isOpen,
  onDismiss,
  label,
  children,
}: {
  isOpen: boolean
  onDismiss: () => void
  label: string
  children: ReactNode
}) {
  const dialog = useRef<HTMLDivElement>(null)
  const backdrop = useRef<HTMLDivElement>(null)
  // The latest callback, so that the effect below runs only when the modal opens or closes
  // (re-running it on every render would pull focus back from fields inside the dialog).
  const dismiss = useRef(onDismiss)
  dismiss.current = onDismiss
  useDragToDismiss(dialog, isOpen, dismiss)
  useEffect(() => {
    if (!isOpen) return
    const previous = document.activeElement as HTMLElement | null
    const element = dialog.current
    if (element) openDialogs.push(element)
    // A field that focused itself on opening (the token search) keeps the focus; else the dialog takes it.
    if (element && !element.contains(document.activeElement)) element.focus()
    const onKey = (event: KeyboardEvent) => {
      if (!element || openDialogs[openDialogs.length - 1] !== element) return
      if (event.key === 'Escape') {
        event.stopPropagation()
        dismiss.current()
      } else if (event.key === 'Tab' && trapTab(element, event.shiftKey, document.activeElement)) {
        event.preventDefault()
      }
    }
    // A press on the backdrop itself (not inside the dialog) dismisses; keyboard users have Escape.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === backdrop.current) dismiss.current()
    }
    // Capture on the window: the dialog answers before popovers behind it that listen on the document.
    window.addEventListener('keydown', onKey, true)
    const backdropElement = backdrop.current
    backdropElement?.addEventListener('mousedown', onBackdrop)
    return () => {
      window.removeEventListener('keydown', onKey, true)
      backdropElement?.removeEventListener('mousedown', onBackdrop)
      const index = element ? openDialogs.indexOf(element) : -1
      if (index >= 0) openDialogs.splice(index, 1)
      // Back to the control that opened the dialog, if it is still on the page.
      if (previous?.isConnected) previous.focus()
    }
  }, [isOpen])
  if (!isOpen) return null
  return createPortal(
    <div ref={backdrop} className="modal-backdrop">
      <div ref={dialog} className="modal" role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        {children}
      </div>
    </div>,
    document.body,
  )
}
