import { useCallback } from 'react'
import type { Hex } from 'viem'
import { useAccount } from 'wagmi'
import type { SdkTrade } from '../../routing'
import { useTransactionFlow } from '../../transactions'
import type { SwapOptions } from './swapExecution'

export type { SwapOptions } from './swapExecution'

/**
 * The swap callback of the connected wallet: the trade sent through the transaction flow (the sending
 * code, router-sdk calldata, loads with the first swap). Resolves with the hash; rejects with the
 * SendError, whose message is the one to show (a refusal in the wallet too: 'Transaction rejected.').
 */
export function useSwapCallback(): (trade: SdkTrade, options: SwapOptions) => Promise<Hex> {
  const { address: account } = useAccount()
  const { send } = useTransactionFlow({ showRejection: true })
  return useCallback(
    async (trade, options) => {
      if (!account) throw new Error('Missing dependencies')
      const { swapSend } = await import('./swapExecution')
      const plan = await swapSend(trade, options, account)
      const outcome = await send(plan, { words: plan.words, checkSimulation: plan.checkSimulation })
      if (outcome.status === 'submitted') return outcome.hash
      if (outcome.status === 'failed') throw outcome.error
      throw new Error('Missing dependencies')
    },
    [account, send],
  )
}
