import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { useCallback, useMemo } from 'react'
import { encodeFunctionData } from 'viem'
import { useAccount } from 'wagmi'
import { WRAPPED_NATIVE } from '../../../lib/tokens/wrapped-native'
import { useSendTransaction } from '../../../lib/transactions/useSendTransaction'
import { useNativeBalance, useTokenBalances } from '../../tokens'
import { TransactionType, useTransactionAdder } from '../../transactions'
import type { WrapType } from '../logic/swapButton'

const weth9Abi = [
  { type: 'function', name: 'deposit', stateMutability: 'payable', inputs: [], outputs: [] },
  {
    type: 'function',
    name: 'withdraw',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'wad', type: 'uint256' }],
    outputs: [],
  },
] as const

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
): { wrapType: WrapType; sufficientBalance: boolean; execute: (() => Promise<void>) | undefined } {
  const { address: account } = useAccount()
  const wrapType = wrapTypeOf(input, output)
  const nativeBalance = useNativeBalance(wrapType === 'WRAP' ? account : undefined, chainId)
  const wrappedToken = wrapType === 'UNWRAP' && input && !input.isNative ? input : undefined
  const tokens = useMemo(() => (wrappedToken ? [wrappedToken] : []), [wrappedToken])
  const tokenBalances = useTokenBalances(wrapType === 'UNWRAP' ? account : undefined, tokens, chainId)
  const balance =
    wrapType === 'WRAP' ? nativeBalance : wrappedToken ? tokenBalances[wrappedToken.address] : undefined
  const sufficientBalance = !!amount && !!balance && !balance.lessThan(amount)
  const send = useSendTransaction()
  const addTransaction = useTransactionAdder()
  const weth = WRAPPED_NATIVE[chainId]
  const execute = useCallback(async () => {
    if (!amount || !weth) return
    const raw = BigInt(amount.quotient.toString())
    const hash =
      wrapType === 'WRAP'
        ? await send({
            to: weth,
            data: encodeFunctionData({ abi: weth9Abi, functionName: 'deposit' }),
            value: raw,
          })
        : await send({
            to: weth,
            data: encodeFunctionData({ abi: weth9Abi, functionName: 'withdraw', args: [raw] }),
          })
    addTransaction(hash, {
      type: TransactionType.WRAP,
      unwrapped: wrapType === 'UNWRAP',
      currencyAmountRaw: raw.toString(),
    })
  }, [amount, weth, wrapType, send, addTransaction])
  return {
    wrapType,
    sufficientBalance,
    execute: wrapType !== 'NOT_APPLICABLE' && sufficientBalance ? execute : undefined,
  }
}
