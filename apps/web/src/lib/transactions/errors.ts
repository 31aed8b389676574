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

/** The messages, codes and HTTP statuses of an error and its causes (viem wraps the node's error deeply). */
function errorParts(error: unknown): { text: string; codes: number[]; statuses: number[]; names: string[] } {
  const texts: string[] = []
  const codes: number[] = []
  const statuses: number[] = []
  const names: string[] = []
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current) && seen.size < 16) {
    seen.add(current)
    const entry = current as Record<string, unknown>
    for (const key of ['message', 'shortMessage', 'details'])
      if (typeof entry[key] === 'string') texts.push(entry[key] as string)
    if (typeof entry.code === 'number') codes.push(entry.code)
    if (typeof entry.status === 'number') statuses.push(entry.status)
    if (typeof entry.name === 'string') names.push(entry.name)
    current = entry.cause
  }
  if (typeof error === 'string') texts.push(error)
  return { text: texts.join('\n').toLowerCase(), codes, statuses, names }
}

/**
 * Why sending (or preparing to send) a transaction failed, as far as the error tells:
 * - 'rejected': the user refused it in the wallet;
 * - 'insufficient-funds': the account cannot pay the gas (and value);
 * - 'reverted': the node ran it and it reverted (its reason, when given, is in `revertReasonOf`);
 * - 'nonce': the wallet or node refused the nonce (too low, already used, not the next one);
 * - 'unreachable': the node did not answer, or answered with its own trouble (5xx, timeouts, lost
 *   responses): nothing about the transaction is known, it may even have been sent;
 * - 'other'.
 */
export type SendFailure = 'rejected' | 'insufficient-funds' | 'reverted' | 'nonce' | 'unreachable' | 'other'

export function classifySendError(error: unknown): SendFailure {
  if (isUserRejection(error)) return 'rejected'
  const { text, codes, statuses, names } = errorParts(error)
  if (/insufficient funds/.test(text)) return 'insufficient-funds'
  if (/execution reverted|reverted with reason|revert/.test(text) || codes.includes(3)) return 'reverted'
  if (/nonce/.test(text)) return 'nonce'
  if (
    statuses.some((status) => status >= 500 || status === 408 || status === 429) ||
    names.some((name) => /HttpRequestError|TimeoutError|AbortError/.test(name)) ||
    /failed to fetch|fetch failed|failed to send batch call|networkerror|network error|timed out|timeout|no response within|econnrefused|econnreset|socket hang up|failed to parse json|unexpected json-rpc response|^5\d\d:|\n5\d\d:|internal error|could not reach|bad gateway|service unavailable/.test(
      text,
    )
  )
    return 'unreachable'
  return 'other'
}
