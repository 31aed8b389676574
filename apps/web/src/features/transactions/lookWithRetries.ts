import { type RetryOptions, retry } from './state'
import type { Finding } from './watch'

class StillPending extends Error {
  override name = 'StillPending'
}

/**
 * Looks at the chain until it decides the transaction, at most `n + 1` times with a random pause of
 * `minWait`–`maxWait` ms between looks (receiptRetryOptions: ten more looks on a layer 2, whose node may
 * answer before it has indexed a transaction it just accepted; one on layer 1). 'wait' when every look
 * found the transaction still undecided: the next block triggers the next round.
 */
export async function lookWithRetries(look: () => Promise<Finding>, options: RetryOptions): Promise<Finding> {
  const { promise } = retry(async () => {
    const finding = await look()
    if (finding.kind === 'wait') throw new StillPending()
    return finding
  }, options)
  return promise.catch((): Finding => ({ kind: 'wait' }))
}
