import { useQuery } from '@tanstack/react-query'
import { estimateGas, getGasPrice } from 'viem/actions'
import { useClient } from 'wagmi'
import {
  type SimulationOutcome,
  type SimulationRequest,
  simulateTransaction,
} from '../../lib/simulation/simulate'

export interface SimulationResult {
  outcome: SimulationOutcome
  /** The node's gas price when the simulation ran, for the network cost. */
  gasPrice: bigint | undefined
  /** The node's gas estimate for the same transaction (undefined when it gave none), for the network cost. */
  gasEstimate: bigint | undefined
}

/**
 * The simulation of `request` on the latest block of `chainId`: run when the request changes, again
 * every 15 s while shown (the chain moves), never retried into a verdict: a node that fails to answer
 * leaves the query in error, which the dialog shows as no preview, not as a failure of the transaction.
 */
export function useTransactionSimulation(request: SimulationRequest | undefined, chainId: number) {
  const client = useClient({ chainId })
  return useQuery<SimulationResult>({
    queryKey: [
      'simulation',
      chainId,
      request?.account,
      request?.to,
      request?.data,
      request?.value?.toString(),
      request?.watchTokens?.join(),
    ],
    enabled: Boolean(client && request),
    queryFn: async () => {
      if (!client || !request) throw new Error('Missing dependencies')
      const { account, to, data, value } = request
      const [outcome, gasPrice, gasEstimate] = await Promise.all([
        simulateTransaction(client, request),
        getGasPrice(client).catch(() => undefined),
        // The estimate of what the wallet will be asked to sign; a revert is the simulation's to report.
        estimateGas(client, { account, to, data, value }).catch(() => undefined),
      ])
      return { outcome, gasPrice, gasEstimate }
    },
    staleTime: 10_000,
    refetchInterval: 15_000,
    refetchOnWindowFocus: false,
    retry: 1,
  })
}
