import { type ButtonHTMLAttributes, type ReactNode, useRef } from 'react'
import { usePopoverDismiss } from './usePopoverDismiss'

/**
 * A popover (the menu, the settings, the network list): a container with the button that opens it
 * (`toggle`, its content and attributes) and what it shows (`children`). A press outside and Escape
 * call `onDismiss` while `dismissable` (by default while `open`; false while something on top owns
 * the keyboard and pointer), and after Escape the button has the focus again.
 */
export function Popover({
  className,
  open,
  dismissable = open,
  onDismiss,
  toggle,
  children,
}: {
  className: string
  open: boolean
  dismissable?: boolean
  onDismiss: () => void
  toggle: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { 'data-testid'?: string }
  children: ReactNode
}) {
  const container = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  usePopoverDismiss(container, button, dismissable, onDismiss)
  return (
    <div className={className} ref={container}>
      <button ref={button} type="button" aria-expanded={open} {...toggle} />
      {children}
    </div>
  )
}
