import { useCallback } from 'react'
import type { Address, Hex } from 'viem'
import { useAccount, usePublicClient, useWalletClient } from 'wagmi'
import { calculateGasMargin } from './gas'

export interface TransactionRequest {
  to: Address
  data?: Hex
  value?: bigint
}

/**
 * Sends a transaction from the connected wallet with its gas estimated on the connected chain and raised by
 * the 120% margin. Rejects with the estimate's error (the caller maps revert reasons) or the wallet's.
 */
export function useSendTransaction(): (request: TransactionRequest) => Promise<Hex> {
  const { chainId } = useAccount()
  const { data: walletClient } = useWalletClient({ chainId })
  const publicClient = usePublicClient({ chainId })
  return useCallback(
    async ({ to, data, value }: TransactionRequest) => {
      if (!walletClient || !publicClient) throw new Error('Missing dependencies')
      const account = walletClient.account
      const gas = await publicClient.estimateGas({ account, to, data, value })
      return walletClient.sendTransaction({
        account,
        chain: walletClient.chain,
        to,
        data,
        value,
        gas: calculateGasMargin(gas),
      })
    },
    [walletClient, publicClient],
  )
}
