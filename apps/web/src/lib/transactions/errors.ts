/** Whether a wallet request failed because the user refused it (EIP-1193 code 4001, however deeply wrapped). */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    if ((current as { code?: unknown }).code === 4001) return true
    if ((current as { name?: unknown }).name === 'UserRejectedRequestError') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** The revert reason of a failed call, estimate or replayed transaction, as the node reports it. */
export function revertReasonOf(error: unknown): string | undefined {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const record = current as {
      reason?: unknown
      data?: { errorName?: string; args?: unknown[] }
      cause?: unknown
    }
    if (typeof record.reason === 'string') return record.reason
    if (record.data?.errorName === 'Error' && typeof record.data.args?.[0] === 'string')
      return record.data.args[0]
    current = record.cause
  }
  const message = error instanceof Error ? error.message : String(error)
  return (
    /reverted with reason string '([^']*)'/.exec(message)?.[1] ??
    /execution reverted: (.*)/.exec(message)?.[1]
  )
}
