import type { Percent } from '@uniswap/sdk-core'
import { useAppSelector } from '../../../core/store'
import { isL2 } from '../../../lib/chains'
import { transactionDeadline } from '../../swap'
import { slippageWithDefault } from '../logic/slippage'

/** The slippage (the user's, else the screen's default) and the deadline a transaction sent now gets. */
export function useTxSettings(
  chainId: number,
  defaultSlippageBips: number,
): { slippage: Percent; deadline: bigint | undefined } {
  const userSlippage = useAppSelector((state) => state.user.userSlippageTolerance)
  const userDeadline = useAppSelector((state) => state.user.userDeadline)
  const blockTimestamp = useAppSelector((state) => state.application.blockTimestamp[chainId])
  return {
    slippage: slippageWithDefault(userSlippage, defaultSlippageBips),
    deadline: transactionDeadline(blockTimestamp, userDeadline, isL2(chainId)),
  }
}
