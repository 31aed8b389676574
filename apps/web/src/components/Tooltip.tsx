import { type ReactNode, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { tooltipPosition } from './tooltipPosition'
import { useHydrated } from './useHydrated'

/**
 * A tooltip (256 px wide) for what `children` renders: shown while the pointer is over it or it has the
 * keyboard's focus, hidden by Escape. The text stays in the page as the control's description (pass the
 * id given to `children` as its `aria-describedby`). It is drawn over the page (fixed, in a portal), so a
 * scrolling list or a dialog does not clip it.
 */
export function Tooltip({
  text,
  className,
  children,
}: {
  text: string
  /** More classes for the wrapper (a row layout, say). */
  className?: string
  children: (describedBy: string) => ReactNode
}) {
  const id = useId()
  const anchor = useRef<HTMLSpanElement>(null)
  const [position, setPosition] = useState<{ top: number; left: number } | undefined>()
  const [hover, setHover] = useState(false)
  const [focus, setFocus] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  // The portal needs document.body: none in the pre-render, and hydration must meet the same markup.
  const hydrated = useHydrated()
  // An empty text shows nothing: a control can keep its wrapper (and so its element) while it has none.
  const show = (hover || focus) && !dismissed && text !== ''
  const place = () => {
    const box = anchor.current?.getBoundingClientRect()
    if (box) setPosition(tooltipPosition(box, window.innerWidth))
    setDismissed(false)
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only watches the pointer and focus of what it holds
    <span
      ref={anchor}
      className={className ? `tooltip-anchor ${className}` : 'tooltip-anchor'}
      onMouseEnter={() => {
        place()
        setHover(true)
      }}
      onMouseLeave={() => setHover(false)}
      onFocus={() => {
        place()
        setFocus(true)
      }}
      onBlur={() => setFocus(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && show) {
          event.stopPropagation()
          setDismissed(true)
        }
      }}
    >
      {children(id)}
      {hydrated &&
        createPortal(
          <span id={id} role="tooltip" className="tooltip" hidden={!show} style={position}>
            {text}
          </span>,
          document.body,
        )}
    </span>
  )
}
