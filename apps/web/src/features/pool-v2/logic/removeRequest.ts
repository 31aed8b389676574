import type { Address } from 'viem'
import { calculateGasMargin } from '../../../lib/transactions/gas'
import type { TransactionRequest } from '../../../lib/transactions/request'
import type { RemoveCall } from './removeCalls'
import { routerRequest } from './routerRequest'

/** The candidate removals (see removeCalls) as transactions to Router02, in the order they are tried. */
export function removeTransactionRequests(
  calls: readonly RemoveCall[],
  router: Address,
): TransactionRequest[] {
  return calls.map((call) => routerRequest(call, router))
}

/**
 * The removal that is sent: the first candidate whose gas estimate succeeds, with that estimate plus
 * 20% as its limit; undefined when every candidate would fail. The confirm dialog simulates this one
 * and Confirm sends it, so what is shown is what the wallet gets.
 */
export async function pickRemoveRequest(
  candidates: readonly TransactionRequest[],
  estimate: (request: TransactionRequest) => Promise<bigint>,
): Promise<TransactionRequest | undefined> {
  for (const candidate of candidates) {
    try {
      const gas = await estimate(candidate)
      return { ...candidate, gas: calculateGasMargin(gas) }
    } catch (error) {
      console.debug('estimateGas failed', candidate.data?.slice(0, 10), error)
    }
  }
  return undefined
}
