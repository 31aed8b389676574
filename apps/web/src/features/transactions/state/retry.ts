export interface RetryOptions {
  /** How many times to try again after the first failure. */
  n: number
  /** Bounds of the random wait between tries, in ms. */
  minWait: number
  maxWait: number
}

export class CancelledError extends Error {
  override name = 'CancelledError'
  constructor() {
    super('Cancelled')
  }
}

/** Random whole number of ms in [minWait, maxWait]; random so that many clients do not retry in step. */
export function retryWaitMs(minWait: number, maxWait: number, random: number = Math.random()): number {
  return minWait + Math.round(random * (maxWait - minWait))
}

/**
 * Calls `fn` until it resolves, at most `n + 1` times in all. The promise rejects with the last error once the
 * tries are used up, or with a CancelledError as soon as `cancel` is called.
 */
export function retry<T>(
  fn: () => Promise<T>,
  { n, minWait, maxWait }: RetryOptions,
): { promise: Promise<T>; cancel: () => void } {
  let settled = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let rejectPromise: (error: unknown) => void = () => {}

  const promise = new Promise<T>((resolve, reject) => {
    rejectPromise = reject
    let retriesLeft = n
    const attempt = () => {
      // Through a promise so that a synchronous throw counts as a failed try too.
      new Promise<T>((r) => r(fn())).then(
        (value) => {
          if (settled) return
          settled = true
          resolve(value)
        },
        (error: unknown) => {
          if (settled) return
          if (retriesLeft <= 0) {
            settled = true
            reject(error)
            return
          }
          retriesLeft -= 1
          timer = setTimeout(attempt, retryWaitMs(minWait, maxWait))
        },
      )
    }
    attempt()
  })

  const cancel = () => {
    if (settled) return
    settled = true
    clearTimeout(timer)
    rejectPromise(new CancelledError())
  }

  return { promise, cancel }
}
