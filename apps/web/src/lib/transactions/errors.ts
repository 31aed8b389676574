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
