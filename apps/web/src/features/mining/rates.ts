import { WEEK_SECONDS } from './constants'

/** A reward rate per second (raw UNI) over one week (604,800 s). */
export function ratePerWeek(ratePerSecond: bigint): bigint {
  return ratePerSecond * BigInt(WEEK_SECONDS)
}

/**
 * The share of the pool's reward rate that `staked` earns when `totalStaked` is staked in all; zero
 * when nothing is staked.
 */
export function individualRewardRate(totalRewardRate: bigint, staked: bigint, totalStaked: bigint): bigint {
  if (totalStaked <= 0n || staked <= 0n) return 0n
  return (totalRewardRate * staked) / totalStaked
}

/**
 * Rewards are active when the period has no end (periodFinish 0 or unknown) or its end is later than the
 * chain's time (also when the chain's time is not known yet).
 */
export function isRewardActive(periodFinish: number | undefined, chainTime: number | undefined): boolean {
  if (!periodFinish || chainTime === undefined) return true
  return periodFinish > chainTime
}

export type StakeAmountError = 'ENTER_AMOUNT' | 'INSUFFICIENT_BALANCE'

/**
 * A typed decimal amount of a token as its raw amount: digits with at most one point (a comma counts as
 * a point) and no more fraction digits than the token has; zero or anything else is no amount.
 */
export function parseUnitsStrict(text: string, decimals: number): bigint | undefined {
  const value = text.trim().replace(/,/g, '.')
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value)
  if (!match || value === '' || value === '.') return undefined
  const [, whole = '', fraction = ''] = match
  if (fraction.length > decimals) return undefined
  const raw = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
  return raw > 0n ? raw : undefined
}

/** The amount to stake, parsed against the liquidity token and the unstaked balance, or why not. */
export function parseStakeAmount(
  text: string,
  decimals: number,
  balance: bigint | undefined,
): { amount: bigint; error?: undefined } | { amount?: undefined; error: StakeAmountError } {
  const amount = parseUnitsStrict(text, decimals)
  if (amount === undefined) return { error: 'ENTER_AMOUNT' }
  if (balance === undefined || amount > balance) return { error: 'INSUFFICIENT_BALANCE' }
  return { amount }
}
