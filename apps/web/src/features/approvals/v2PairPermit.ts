import type { Address, Hex } from 'viem'
import { EIP2612_PERMIT_TYPES } from './permitInfo'

/** A liquidity-token permit is asked for 20 minutes beyond the chain's time. */
export const PERMIT_VALIDITY_SECONDS = 1_200

/**
 * EIP-2612 permits of v2 liquidity tokens (staking with a permit, removing v2 liquidity with a permit).
 */

/** A signed EIP-2612 permit of a v2 liquidity token, with what it was signed for. */
export interface V2PairPermitSignature {
  owner: Address
  spender: Address
  tokenAddress: Address
  chainId: number
  amount: bigint
  nonce: bigint
  deadline: bigint
  v: number
  r: Hex
  s: Hex
}

/** The EIP-712 typed data of a permit of a v2 pair's liquidity token ('Uniswap V2', version 1). */
export function v2PermitTypedData(params: {
  chainId: number
  pair: Address
  owner: Address
  spender: Address
  value: bigint
  nonce: bigint
  deadline: bigint
}) {
  return {
    domain: { name: 'Uniswap V2', version: '1', chainId: params.chainId, verifyingContract: params.pair },
    types: EIP2612_PERMIT_TYPES,
    primaryType: 'Permit',
    message: {
      owner: params.owner,
      spender: params.spender,
      value: params.value,
      nonce: params.nonce,
      deadline: params.deadline,
    },
  } as const
}

/**
 * A permit is valid for this long after the chain's time. The latest block seen may be older than the
 * clock (a quiet chain), so the later of the two is the start.
 */
export function permitDeadline(chainTime: number | undefined, nowSeconds: number): bigint {
  return BigInt(Math.max(chainTime ?? 0, Math.floor(nowSeconds)) + PERMIT_VALIDITY_SECONDS)
}

/**
 * A signature stands for a stake only when it was signed by the same owner, for the same token,
 * spender, nonce and amount, and its deadline has not passed.
 */
export function isSignatureValid(
  signature: V2PairPermitSignature | undefined,
  wanted: {
    owner: Address | undefined
    spender: Address
    tokenAddress: Address
    chainId: number
    amount: bigint | undefined
    nonce: bigint | undefined
    nowSeconds: number
  },
): boolean {
  if (!signature || !wanted.owner || wanted.amount === undefined || wanted.nonce === undefined) return false
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  return (
    same(signature.owner, wanted.owner) &&
    same(signature.spender, wanted.spender) &&
    same(signature.tokenAddress, wanted.tokenAddress) &&
    signature.chainId === wanted.chainId &&
    signature.amount === wanted.amount &&
    signature.nonce === wanted.nonce &&
    signature.deadline >= BigInt(Math.floor(wanted.nowSeconds))
  )
}
