/**
 * The governance token's circulating supply by the specification's release schedule: 150,000,000 UNI at
 * the start, then tranches released linearly over their windows (the first year's after a 30-day cliff),
 * less what the treasury holds. Amounts as the specification gives them (section 9 of the shell
 * specification); the pairing of the later tranches with the yearly windows is the reference interface's:
 * each year's treasury and team tranches run from one 2021-2024 date to the next.
 */

const UNIT = 10n ** 18n
const DAY = 86_400
const ONE_YEAR = 365 * DAY

/** 2020-09-18, when the staking rewards and the vesting started. */
export const STAKING_GENESIS = 1_600_387_200
/** The yearly dates: 2020-09-18 and the unlocks 2021-09-18, 2022-09-18, 2023-09-18, 2024-09-17. */
export const VESTING_YEARS = [
  STAKING_GENESIS,
  STAKING_GENESIS + ONE_YEAR,
  STAKING_GENESIS + 2 * ONE_YEAR,
  STAKING_GENESIS + 3 * ONE_YEAR,
  STAKING_GENESIS + 4 * ONE_YEAR,
] as const

export const INITIAL_CIRCULATION = 150_000_000

export interface Tranche {
  /** Whole UNI. */
  amount: number
  start: number
  end: number
  /** Nothing of the tranche is released before this time. */
  cliff?: number
}

const [Y0, Y1, Y2, Y3, Y4] = VESTING_YEARS
const CLIFF = Y0 + 30 * DAY

export const RELEASE_SCHEDULE: readonly Tranche[] = [
  // Liquidity mining, over the first 60 days.
  { amount: 20_000_000, start: STAKING_GENESIS, end: STAKING_GENESIS + 60 * DAY },
  // Treasury.
  { amount: 172_000_000, start: Y0, end: Y1, cliff: CLIFF },
  { amount: 12_900_000, start: Y1, end: Y2 },
  { amount: 8_600_000, start: Y2, end: Y3 },
  { amount: 4_300_000, start: Y3, end: Y4 },
  // Team, investors and advisors.
  { amount: 160_000_000, start: Y0, end: Y1, cliff: CLIFF },
  { amount: 12_000_000, start: Y1, end: Y2 },
  { amount: 8_000_000, start: Y2, end: Y3 },
  { amount: 4_000_000, start: Y3, end: Y4 },
]

/** The raw amount of a tranche released at `timestamp` (seconds). */
export function released(tranche: Tranche, timestamp: number): bigint {
  if (timestamp <= tranche.start) return 0n
  const whole = BigInt(tranche.amount) * UNIT
  if (timestamp >= tranche.end) return whole
  if (tranche.cliff !== undefined && timestamp < tranche.cliff) return 0n
  return (whole * BigInt(timestamp - tranche.start)) / BigInt(tranche.end - tranche.start)
}

/** Raw UNI released by the schedule at `timestamp` (seconds). */
export function scheduledCirculation(timestamp: number): bigint {
  return RELEASE_SCHEDULE.reduce(
    (sum, tranche) => sum + released(tranche, timestamp),
    BigInt(INITIAL_CIRCULATION) * UNIT,
  )
}

/** The circulating supply at `timestamp`: the schedule's release less the treasury's balance (never below 0). */
export function circulatingSupply(timestamp: number, treasuryBalance: bigint): bigint {
  const supply = scheduledCirculation(timestamp) - treasuryBalance
  return supply > 0n ? supply : 0n
}
