import type { Hex } from 'viem'

/** The parts of a signed pair permit that stakeWithPermit takes. */
export interface StakePermit {
  deadline: bigint
  v: number
  r: Hex
  s: Hex
}

export type StakeCall =
  | { functionName: 'stake'; args: readonly [bigint] }
  | { functionName: 'stakeWithPermit'; args: readonly [bigint, bigint, number, Hex, Hex] }

/**
 * The staking contract's call for a deposit: `stake` once the allowance covers it, else `stakeWithPermit`
 * with a valid signed permit, else none (the dialog then says 'Attempting to stake without approval or a
 * signature. Please contact support.': the Deposit button is disabled in that state, so only a bug gets
 * there, and nothing is sent).
 */
export function stakeCall(
  amount: bigint,
  approved: boolean,
  permit: StakePermit | undefined,
): StakeCall | undefined {
  if (approved) return { functionName: 'stake', args: [amount] }
  if (permit)
    return { functionName: 'stakeWithPermit', args: [amount, permit.deadline, permit.v, permit.r, permit.s] }
  return undefined
}
