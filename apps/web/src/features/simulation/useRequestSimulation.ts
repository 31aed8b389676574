import type { Address } from 'viem'
import type { SimulationRequest } from '../../lib/simulation/simulate'
import type { TransactionRequest } from '../../lib/transactions/request'
import { useTransactionSimulation } from './useTransactionSimulation'

/**
 * What the simulation runs for a transaction the app is about to send: the same target, calldata and
 * value the wallet will get, from the account (a fixed gas limit plays no part in what the call does).
 * Undefined while the transaction or the account is missing: there is then nothing to simulate.
 */
export function simulationRequestOf(
  transaction: TransactionRequest | undefined,
  account: Address | undefined,
  watchTokens?: readonly Address[],
): SimulationRequest | undefined {
  if (!transaction || !account) return undefined
  return {
    account,
    to: transaction.to,
    ...(transaction.data === undefined ? {} : { data: transaction.data }),
    ...(transaction.value === undefined ? {} : { value: transaction.value }),
    ...(watchTokens?.length ? { watchTokens } : {}),
  }
}

/**
 * The simulation of the exact transaction a confirm dialog would send. `requested` is false while the
 * transaction cannot be built yet (the dialog then shows no section, or says what it waits for);
 * `blocks` is true when the simulation says it would revert: the dialog's Confirm stays disabled.
 */
export function useRequestSimulation(
  transaction: TransactionRequest | undefined,
  account: Address | undefined,
  chainId: number,
) {
  const request = simulationRequestOf(transaction, account)
  const simulation = useTransactionSimulation(request, chainId)
  const requested = request !== undefined
  return { simulation, requested, blocks: requested && simulation.data?.outcome.status === 'revert' }
}

export type RequestSimulation = ReturnType<typeof useRequestSimulation>
