import { useCallback } from 'react'
import type { Hex } from 'viem'
import { useAccount, useClient } from 'wagmi'
import { useWalletClientGetter } from '../../../lib/transactions/walletClient'
import type { SdkTrade } from '../../routing'
import { useTransactionAdder } from '../../transactions'
import type { SwapOptions } from './swapExecution'

export type { SwapOptions } from './swapExecution'

/** The swap callback of the connected wallet; the sending code (router-sdk calldata) loads with the first swap. */
export function useSwapCallback(): (trade: SdkTrade, options: SwapOptions) => Promise<Hex> {
  const { chainId, address: account } = useAccount()
  const getWalletClient = useWalletClientGetter(chainId)
  const client = useClient({ chainId })
  const addTransaction = useTransactionAdder()
  return useCallback(
    async (trade, options) => {
      const { executeSwap } = await import('./swapExecution')
      return executeSwap(trade, options, { getWalletClient, client, account, addTransaction })
    },
    [getWalletClient, client, account, addTransaction],
  )
}
