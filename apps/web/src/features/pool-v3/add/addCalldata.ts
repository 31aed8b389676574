import type { Currency, Percent } from '@uniswap/sdk-core'
import { NonfungiblePositionManager, type Position } from '@uniswap/v3-sdk'
import type { Address, Hex } from 'viem'
import type { TransactionRequest } from '../../../lib/transactions/request'

export interface AddCallInput {
  position: Position
  currencyA: Currency
  currencyB: Currency
  recipient: string
  slippage: Percent
  deadline: bigint
  createPool: boolean
  tokenId?: bigint
}

/**
 * The position manager call that adds a position: mint (creating and initializing the pool first when it
 * does not exist) or, with a token id, increaseLiquidity; the native currency is sent as value and wrapped.
 */
export function addCallParameters(input: AddCallInput): { calldata: Hex; value: bigint } {
  const native = input.currencyA.isNative
    ? input.currencyA
    : input.currencyB.isNative
      ? input.currencyB
      : undefined
  const common = {
    slippageTolerance: input.slippage,
    deadline: input.deadline.toString(),
    useNative: native?.isNative ? native : undefined,
  }
  const { calldata, value } =
    input.tokenId !== undefined
      ? NonfungiblePositionManager.addCallParameters(input.position, {
          ...common,
          tokenId: input.tokenId.toString(),
        })
      : NonfungiblePositionManager.addCallParameters(input.position, {
          ...common,
          recipient: input.recipient,
          createPool: input.createPool,
        })
  return { calldata: calldata as Hex, value: BigInt(value) }
}

/** The add (or increase) transaction to the position manager: what the confirm dialog simulates and sends. */
export function addTransactionRequest(input: AddCallInput & { manager: Address }): TransactionRequest {
  const { calldata, value } = addCallParameters(input)
  return { to: input.manager, data: calldata, value }
}

/** addTransactionRequest, or undefined where the SDK refuses the position (no liquidity to add). */
export function tryAddTransactionRequest(
  input: AddCallInput & { manager: Address },
): TransactionRequest | undefined {
  try {
    return addTransactionRequest(input)
  } catch {
    return undefined
  }
}
