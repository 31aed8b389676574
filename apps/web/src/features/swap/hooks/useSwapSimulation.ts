import { useEffect, useState } from 'react'
import type { Address } from 'viem'
import type { SimulationRequest } from '../../../lib/simulation/simulate'
import type { SdkTrade } from '../../routing'
import { useTransactionSimulation } from '../../simulation'
import { type SwapOptions, swapTransactionRequest } from './swapExecution'

/**
 * The simulation of the exact swap transaction the wallet would be asked to sign: the trade's calldata
 * with the current slippage, recipient, deadline and permit, from the account. `requested` is false
 * until the calldata is built (or when something it needs is missing), so the dialog shows no section.
 */
export function useSwapSimulation(
  trade: SdkTrade | undefined,
  options: SwapOptions | undefined,
  account: Address | undefined,
  chainId: number,
) {
  const [request, setRequest] = useState<SimulationRequest>()
  const slippage = options?.slippageTolerance
  const recipient = options?.recipient
  const deadline = options?.deadline
  const permit = options?.permit
  useEffect(() => {
    if (!trade || !account || !slippage || !recipient || deadline === undefined) {
      setRequest(undefined)
      return
    }
    let live = true
    const output = trade.outputAmount.currency
    swapTransactionRequest(trade, { slippageTolerance: slippage, recipient, deadline, permit })
      .then((transaction) => {
        if (live)
          setRequest({
            account,
            ...transaction,
            watchTokens: output.isToken ? [output.address as Address] : [],
          })
      })
      .catch(() => {
        if (live) setRequest(undefined)
      })
    return () => {
      live = false
    }
  }, [trade, account, slippage, recipient, deadline, permit])
  return { simulation: useTransactionSimulation(request, chainId), requested: request !== undefined }
}
