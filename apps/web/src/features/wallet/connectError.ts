import { isUserRejection } from '../../lib/transactions/errors'

/**
 * How a failed connection attempt is reported: REJECTED when the user declined in the wallet ('Error
 * connecting' with Try Again), FAILED when the wallet itself failed, which a retry rarely mends ('Error
 * connecting. Try refreshing the page.', with Try Again still offered).
 */
export type ConnectFailure = 'REJECTED' | 'FAILED'

export function connectFailure(error: unknown): ConnectFailure {
  return isUserRejection(error) ? 'REJECTED' : 'FAILED'
}
