import type { Percent } from '@uniswap/sdk-core'
import { useDeadline, useSlippageSetting } from '../../settings'
import { slippageWithDefault } from '../logic/slippage'

/** The slippage (the user's, else the screen's default) and the deadline a transaction sent now gets. */
export function useTxSettings(
  chainId: number,
  defaultSlippageBips: number,
): { slippage: Percent; deadline: bigint | undefined } {
  const userSlippage = useSlippageSetting()
  const deadline = useDeadline(chainId)
  return { slippage: slippageWithDefault(userSlippage, defaultSlippageBips), deadline }
}
