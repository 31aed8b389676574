export interface Debounced<A extends unknown[]> {
  (...args: A): void
  /** Drops the pending call. */
  cancel(): void
  /** Runs the pending call now, e.g. before the page unloads. */
  flush(): void
}

/** Calls `fn` with the latest arguments once `ms` have passed without another call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pendingArgs: A | undefined

  const run = () => {
    const args = pendingArgs
    timer = undefined
    pendingArgs = undefined
    if (args) fn(...args)
  }

  const debounced = (...args: A) => {
    pendingArgs = args
    clearTimeout(timer)
    timer = setTimeout(run, ms)
  }
  debounced.cancel = () => {
    clearTimeout(timer)
    timer = undefined
    pendingArgs = undefined
  }
  debounced.flush = () => {
    if (timer === undefined) return
    clearTimeout(timer)
    run()
  }
  return debounced
}
