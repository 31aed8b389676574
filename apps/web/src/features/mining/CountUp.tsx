import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { formatAmount } from '../../lib/format'

/**
 * An amount that counts up (or down) from its previous value to the new one over a second, shown with
 * `places` decimals in the locale; the exact raw amount is in `data-value`.
 */
export function CountUp({ value, decimals, places }: { value: bigint; decimals: number; places: number }) {
  const { i18n } = useLingui()
  const [shown, setShown] = useState(value)
  const from = useRef(value)
  useEffect(() => {
    const start = from.current
    if (start === value) return
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    if (reduced) {
      from.current = value
      setShown(value)
      return
    }
    const started = performance.now()
    let frame = requestAnimationFrame(function step(now) {
      const progress = Math.min(1, (now - started) / 1_000)
      const current = start + ((value - start) * BigInt(Math.round(progress * 1_000))) / 1_000n
      from.current = current
      setShown(current)
      if (progress < 1) frame = requestAnimationFrame(step)
    })
    return () => cancelAnimationFrame(frame)
  }, [value])
  return (
    <span className="count-up" data-value={value.toString()}>
      {formatAmount(shown, decimals, places, i18n.locale)}
    </span>
  )
}
