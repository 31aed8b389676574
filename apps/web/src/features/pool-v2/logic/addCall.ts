import type { Currency, CurrencyAmount, Percent } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import type { TransactionRequest } from '../../../lib/transactions/request'
import { routerRequest } from './routerRequest'
import { minimumAmount } from './slippage'

export type AddCall =
  | {
      functionName: 'addLiquidityETH'
      args: readonly [Address, bigint, bigint, bigint, Address, bigint]
      value: bigint
    }
  | {
      functionName: 'addLiquidity'
      args: readonly [Address, Address, bigint, bigint, bigint, bigint, Address, bigint]
      value: undefined
    }

const raw = (amount: CurrencyAmount<Currency>) => BigInt(amount.quotient.toString())

/**
 * The Router02 call that deposits both amounts: addLiquidityETH when a side is the native coin (sent as
 * value), addLiquidity otherwise; minimums are amount × (1 − slippage). The first deposit into a new pair
 * sets its price, so there the minimums are the amounts themselves (nothing can move the ratio).
 */
export function addLiquidityCall({
  amountA,
  amountB,
  noLiquidity,
  slippage,
  recipient,
  deadline,
}: {
  amountA: CurrencyAmount<Currency>
  amountB: CurrencyAmount<Currency>
  noLiquidity: boolean
  slippage: Percent
  recipient: Address
  deadline: bigint
}): AddCall {
  const min = (amount: CurrencyAmount<Currency>) =>
    noLiquidity ? raw(amount) : minimumAmount(raw(amount), slippage)
  if (amountA.currency.isNative || amountB.currency.isNative) {
    const [eth, token] = amountA.currency.isNative ? [amountA, amountB] : [amountB, amountA]
    return {
      functionName: 'addLiquidityETH',
      args: [
        token.currency.wrapped.address as Address,
        raw(token),
        min(token),
        min(eth),
        recipient,
        deadline,
      ],
      value: raw(eth),
    }
  }
  return {
    functionName: 'addLiquidity',
    args: [
      amountA.currency.wrapped.address as Address,
      amountB.currency.wrapped.address as Address,
      raw(amountA),
      raw(amountB),
      min(amountA),
      min(amountB),
      recipient,
      deadline,
    ],
    value: undefined,
  }
}

/** The add transaction to Router02 (the native side sent as value): what the dialog simulates and sends. */
export function addTransactionRequest(call: AddCall, router: Address): TransactionRequest {
  return { ...routerRequest(call, router), ...(call.value === undefined ? {} : { value: call.value }) }
}
