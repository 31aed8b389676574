import { type RefObject, useEffect, useRef } from 'react'

/**
 * A popover (menu, settings, network list) closes on a press outside `container` and on Escape;
 * after Escape, focus goes back to the button that opened it, so keyboard users stay in place.
 * `enabled` is false while something on top (a confirm dialog) owns the keyboard and pointer.
 */
export function usePopoverDismiss(
  container: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
  enabled: boolean,
  close: () => void,
): void {
  const latestClose = useRef(close)
  latestClose.current = close
  useEffect(() => {
    if (!enabled) return
    const onPress = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) latestClose.current()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      latestClose.current()
      toggle.current?.focus()
    }
    document.addEventListener('mousedown', onPress)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('mousedown', onPress)
      document.removeEventListener('keydown', onKey)
    }
  }, [enabled, container, toggle])
}
