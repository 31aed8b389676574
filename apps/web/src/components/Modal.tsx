import { type ReactNode, useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'

/**
 * A dialog over the page: Escape and a click on the backdrop dismiss it, focus moves into it and
 * returns to where it was when it closes.
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
  useEffect(() => {
    if (!isOpen) return
    const previous = document.activeElement as HTMLElement | null
    dialog.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current()
    }
    // A press on the backdrop itself (not inside the dialog) dismisses; keyboard users have Escape.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === backdrop.current) dismiss.current()
    }
    document.addEventListener('keydown', onKey)
    const element = backdrop.current
    element?.addEventListener('mousedown', onBackdrop)
    return () => {
      document.removeEventListener('keydown', onKey)
      element?.removeEventListener('mousedown', onBackdrop)
      previous?.focus?.()
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
