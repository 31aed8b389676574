import { useCallback } from 'react'
import type { Address, Hex } from 'viem'
import { estimateGas, getTransactionCount } from 'viem/actions'
import { useAccount, useClient } from 'wagmi'
import { type SimulationOutcome, simulateTransaction } from '../simulation/simulate'
import { PRESIGN_SIMULATION_TIMEOUT_MS } from '../timeout'
import { calculateGasMargin } from './gas'
import { noteSentRequest } from './sent'
import { useWalletClientGetter } from './walletClient'

export interface TransactionRequest {
  to: Address
  data?: Hex
  value?: bigint
  /** A fixed gas limit instead of the estimate plus 20% (the staking contracts' known limits). */
  gas?: bigint
}

/** A transaction the simulation says would revert: shaped like a node's revert so callers map its reason. */
export class SimulatedRevertError extends Error {
  readonly reason: string | undefined
  constructor(reason: string | undefined) {
    super(`execution reverted${reason ? `: ${reason}` : ''}`)
    this.name = 'SimulatedRevertError'
    this.reason = reason
  }
}

/**
 * Simulates the exact transaction from the account on the latest block before the wallet is asked to
 * sign; one that would revert is refused with a SimulatedRevertError. A node that cannot answer the
 * simulation (an error, or no answer within PRESIGN_SIMULATION_TIMEOUT_MS) decides nothing: the
 * estimate then runs, and fails on its own if the node is down.
 */
export async function refuseSimulatedRevert(
  client: Parameters<typeof simulateTransaction>[0],
  request: Parameters<typeof simulateTransaction>[1],
): Promise<SimulationOutcome | undefined> {
  const outcome = await Promise.race([
    simulateTransaction(client, request).catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(resolve, PRESIGN_SIMULATION_TIMEOUT_MS)),
  ])
  if (outcome?.status === 'revert') throw new SimulatedRevertError(outcome.revert.reason)
  // The successful outcome (or undefined when the node gave none), for callers that check its balances.
  return outcome
}

/**
 * Sends a transaction from the connected wallet: simulated first (see refuseSimulatedRevert), its gas
 * estimated on the connected chain and raised by the 120% margin. Rejects with the simulation's revert,
 * the estimate's error (the caller maps revert reasons) or the wallet's.
 */
export function useSendTransaction(): (request: TransactionRequest) => Promise<Hex> {
  const { chainId } = useAccount()
  const getWalletClient = useWalletClientGetter(chainId)
  const publicClient = useClient({ chainId })
  return useCallback(
    async ({ to, data, value, gas }: TransactionRequest) => {
      if (!publicClient) throw new Error('Missing dependencies')
      const walletClient = await getWalletClient()
      const account = walletClient.account
      await refuseSimulatedRevert(publicClient, { account: account.address, to, data, value })
      const [limit, nonce] = await Promise.all([
        gas ?? estimateGas(publicClient, { account, to, data, value }).then(calculateGasMargin),
        getTransactionCount(publicClient, { address: account.address, blockTag: 'pending' }).catch(
          () => undefined,
        ),
      ])
      const hash = await walletClient.sendTransaction({
        account,
        chain: walletClient.chain,
        to,
        data,
        value,
        gas: limit,
      })
      // Hash first: what was sent is kept with the hash for the record (see useTransactionAdder).
      noteSentRequest(hash, { to, data: data ?? '0x', value: (value ?? 0n).toString(), nonce })
      return hash
    },
    [getWalletClient, publicClient],
  )
}
