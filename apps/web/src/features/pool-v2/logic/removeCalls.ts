import type { Address, Hex } from 'viem'

/** The Router02 functions that remove v2 liquidity, in the order they are tried. */
export type RemoveMethod =
  | 'removeLiquidity'
  | 'removeLiquidityETH'
  | 'removeLiquidityETHSupportingFeeOnTransferTokens'
  | 'removeLiquidityWithPermit'
  | 'removeLiquidityETHWithPermit'
  | 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens'

export interface RemoveCall {
  functionName: RemoveMethod
  args: readonly unknown[]
}

export interface RemoveParameters {
  /** Token addresses of the two sides (the wrapped token where a side is native). */
  tokenA: Address
  tokenB: Address
  /** Which side, if any, is paid out as the native coin. */
  nativeSide: 'A' | 'B' | undefined
  liquidity: bigint
  amountAMin: bigint
  amountBMin: bigint
  recipient: Address
  deadline: bigint
  /** A permit of exactly `liquidity` to the router; without one the router must be approved. */
  permit?: { deadline: bigint; v: number; r: Hex; s: Hex }
}

/**
 * The candidate calls for a removal: with the native coin, the plain ETH variant and the one that
 * tolerates fee-on-transfer tokens; with two tokens, the plain one. With a permit, their WithPermit
 * forms, whose deadline is the permit's (the router checks the signature against that deadline).
 */
export function removeCalls(p: RemoveParameters): RemoveCall[] {
  // After the amounts, every variant takes the recipient and a deadline; WithPermit the permit's deadline,
  // approveMax (false: the permit is of exactly the liquidity) and the signature.
  const tail = p.permit
    ? ([p.recipient, p.permit.deadline, false, p.permit.v, p.permit.r, p.permit.s] as const)
    : ([p.recipient, p.deadline] as const)
  if (p.nativeSide) {
    const [token, tokenMin, ethMin] =
      p.nativeSide === 'A' ? [p.tokenB, p.amountBMin, p.amountAMin] : [p.tokenA, p.amountAMin, p.amountBMin]
    const args = [token, p.liquidity, tokenMin, ethMin, ...tail] as const
    return p.permit
      ? [
          { functionName: 'removeLiquidityETHWithPermit', args },
          { functionName: 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens', args },
        ]
      : [
          { functionName: 'removeLiquidityETH', args },
          { functionName: 'removeLiquidityETHSupportingFeeOnTransferTokens', args },
        ]
  }
  return [
    {
      functionName: p.permit ? 'removeLiquidityWithPermit' : 'removeLiquidity',
      args: [p.tokenA, p.tokenB, p.liquidity, p.amountAMin, p.amountBMin, ...tail],
    },
  ]
}
