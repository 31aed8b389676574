import type { Currency, Percent } from '@uniswap/sdk-core'
import { NonfungiblePositionManager, type Position } from '@uniswap/v3-sdk'
import type { Hex } from 'viem'

/**
 * The position manager call that adds a position: mint (creating and initializing the pool first when it
 * does not exist) or, with a token id, increaseLiquidity; the native currency is sent as value and wrapped.
 */
export async function buildAddCalldata(input: {
  position: Position
  currencyA: Currency
  currencyB: Currency
  recipient: string
  slippage: Percent
  deadline: bigint
  createPool: boolean
  tokenId?: bigint
}): Promise<{ calldata: Hex; value: bigint }> {
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
