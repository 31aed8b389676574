import { useCallback } from 'react'
import type { Address, Hex } from 'viem'
import { estimateGas, getTransactionCount } from 'viem/actions'
import { useAccount, useClient } from 'wagmi'
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

/**
 * Sends a transaction from the connected wallet with its gas estimated on the connected chain and raised by
 * the 120% margin. Rejects with the estimate's error (the caller maps revert reasons) or the wallet's.
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
