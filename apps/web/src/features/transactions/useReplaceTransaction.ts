import { t } from '@lingui/core/macro'
import { useCallback } from 'react'
import type { Address, Hex } from 'viem'
import { estimateFeesPerGas } from 'viem/actions'
import { useAccount, useClient } from 'wagmi'
import { useAppDispatch } from '../../core/store'
import { sendReplacement } from '../../core/transactions/replace'
import { useWalletClientGetter } from '../../lib/transactions/walletClient'
import { addReplacement, replacementFees, type TransactionDetails } from './state'

export type ReplaceKind = 'speedup' | 'cancel'

/** Whether `tx` can be sped up or cancelled from here: pending, the chain's copy known, from this account. */
export function canReplace(tx: TransactionDetails, account: string | undefined): boolean {
  return (
    !tx.receipt &&
    !tx.outcome &&
    !!tx.fromChain &&
    tx.nonce !== undefined &&
    !!account &&
    tx.from.toLowerCase() === account.toLowerCase() &&
    (tx.maxFeePerGas !== undefined || tx.gasPrice !== undefined)
  )
}

/**
 * Sends a replacement of a pending transaction with the same nonce and each EIP-1559 fee at least 10%
 * higher: 'speedup' sends the same call (target, value, calldata, gas limit), 'cancel' a zero-value
 * transfer to the account itself. The replacement's hash is recorded the moment the wallet returns it.
 * Rejects with a SendError whose message is the one to show (a wallet that refuses the chosen nonce is explained).
 */
export function useReplaceTransaction(): (tx: TransactionDetails, kind: ReplaceKind) => Promise<Hex> {
  const { chainId } = useAccount()
  const getWalletClient = useWalletClientGetter(chainId)
  const client = useClient({ chainId })
  const dispatch = useAppDispatch()
  return useCallback(
    async (tx, kind) => {
      if (tx.nonce === undefined || !client) throw new Error('Missing dependencies')
      const original = {
        maxFeePerGas: BigInt(tx.maxFeePerGas ?? tx.gasPrice ?? '0'),
        maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas ?? tx.gasPrice ?? '0'),
      }
      const current = await estimateFeesPerGas(client).catch(() => undefined)
      const fees = replacementFees(original, current)
      const account = tx.from as Address
      const request =
        kind === 'speedup'
          ? {
              to: (tx.to ?? undefined) as Address | undefined,
              data: tx.data as Hex | undefined,
              value: BigInt(tx.value ?? '0'),
              gas: tx.gas ? BigInt(tx.gas) : undefined,
            }
          : { to: account, data: '0x' as Hex, value: 0n, gas: 21_000n }
      const nonce = tx.nonce
      const hash = await sendReplacement(
        getWalletClient,
        { ...request, nonce, ...fees },
        t`Your wallet did not accept nonce ${nonce} for the replacement. Some wallets choose the nonce themselves: speed up or cancel the transaction in your wallet instead.`,
      )
      // The wallet may still have chosen another nonce; the chain's copy of the replacement tells.
      if (!chainId) return hash
      dispatch(addReplacement({ chainId, hash: tx.hash, replacement: { hash, kind } }))
      return hash
    },
    [client, getWalletClient, chainId, dispatch],
  )
}
