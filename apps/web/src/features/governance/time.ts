import { AVERAGE_BLOCK_TIME_SECONDS, GOVERNOR_BLOCKS_PER_DAY, VOTING_PERIOD_DAYS } from './constants'

/**
 * When a block is (or was) mined, approximately: from the latest block's number and time, at the
 * chain's average block time. Milliseconds since the epoch.
 */
export function blockTimestampEstimate(
  block: bigint,
  latest: { number: number; timestamp: number },
  averageSeconds = AVERAGE_BLOCK_TIME_SECONDS,
): number {
  const blocks = Number(block - BigInt(latest.number))
  return (latest.timestamp + blocks * averageSeconds) * 1000
}

/**
 * The voting period in days: the governor's `votingPeriod` (blocks) in its own days, to one decimal; the
 * specification's 7 days while it is unknown (not read yet, or the read failed).
 */
export function votingPeriodDays(votingPeriodBlocks: bigint | undefined): number {
  if (votingPeriodBlocks === undefined || votingPeriodBlocks <= 0n) return VOTING_PERIOD_DAYS
  return Number((votingPeriodBlocks * 10n + GOVERNOR_BLOCKS_PER_DAY / 2n) / GOVERNOR_BLOCKS_PER_DAY) / 10
}

/** A number of days in the locale's words ('7 days', '7 Tage'). */
export function formatDays(days: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(days)
}
