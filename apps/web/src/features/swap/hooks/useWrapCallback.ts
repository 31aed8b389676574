import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { useCallback, useMemo } from 'react'
import { useAccount } from 'wagmi'
import { WRAPPED_NATIVE } from '../../../lib/tokens/wrapped-native'
import { type RequestSimulation, useRequestSimulation } from '../../simulation'
import { useNativeBalance, useTokenBalances } from '../../tokens'
import { TransactionType, useTransactionFlow } from '../../transactions'
import type { WrapType } from '../logic/swapButton'
import { wrapTransactionRequest } from '../logic/wrapRequest'

/** ETH to WETH is a wrap, WETH to ETH an unwrap: WETH9's deposit and withdraw, 1:1, no trade. */
export function wrapTypeOf(
  input: Currency | null | undefined,
  output: Currency | null | undefined,
): WrapType {
  if (!input || !output || input.chainId !== output.chainId) return 'NOT_APPLICABLE'
  const wrapped = WRAPPED_NATIVE[input.chainId]?.toLowerCase()
  if (!wrapped) return 'NOT_APPLICABLE'
  const isWrapped = (currency: Currency) => !currency.isNative && currency.address.toLowerCase() === wrapped
  if (input.isNative && isWrapped(output)) return 'WRAP'
  if (isWrapped(input) && output.isNative) return 'UNWRAP'
  return 'NOT_APPLICABLE'
}

export function useWrapCallback(
  input: Currency | null | undefined,
  output: Currency | null | undefined,
  amount: CurrencyAmount<Currency> | undefined,
  chainId: number,
): {
  wrapType: WrapType
  sufficientBalance: boolean
  /** Sends the wrap; true once it is sent. */
  execute: (() => Promise<boolean>) | undefined
  /** The simulation of the wrap the button sends, while the balance covers it. */
  preview: RequestSimulation
} {
  const { address: account } = useAccount()
  const wrapType = wrapTypeOf(input, output)
  const nativeBalance = useNativeBalance(wrapType === 'WRAP' ? account : undefined, chainId)
  const wrappedToken = wrapType === 'UNWRAP' && input && !input.isNative ? input : undefined
  const tokens = useMemo(() => (wrappedToken ? [wrappedToken] : []), [wrappedToken])
  const tokenBalances = useTokenBalances(wrapType === 'UNWRAP' ? account : undefined, tokens, chainId)
  const balance =
    wrapType === 'WRAP' ? nativeBalance : wrappedToken ? tokenBalances[wrappedToken.address] : undefined
  const sufficientBalance = !!amount && !!balance && !balance.lessThan(amount)
  const { send } = useTransactionFlow()
  const weth = WRAPPED_NATIVE[chainId]
  const raw = amount ? BigInt(amount.quotient.toString()) : 0n
  const request =
    weth && raw > 0n && wrapType !== 'NOT_APPLICABLE'
      ? wrapTransactionRequest(wrapType, weth, raw)
      : undefined
  const preview = useRequestSimulation(sufficientBalance ? request : undefined, account, chainId)
  const execute = useCallback(async () => {
    if (!request) return false
    const outcome = await send({
      request,
      info: {
        type: TransactionType.WRAP,
        unwrapped: wrapType === 'UNWRAP',
        currencyAmountRaw: raw.toString(),
      },
    })
    return outcome.status === 'submitted'
  }, [request, raw, wrapType, send])
  return {
    wrapType,
    sufficientBalance,
    execute: wrapType !== 'NOT_APPLICABLE' && sufficientBalance && !preview.blocks ? execute : undefined,
    preview,
  }
}
