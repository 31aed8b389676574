import { useEffect, useState } from 'react'

/** The clock in whole seconds, ticking each second while `ticking`. */
export function useNow(ticking = true): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000))
  useEffect(() => {
    if (!ticking) return
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 1_000)
    return () => clearInterval(timer)
  }, [ticking])
  return now
}
