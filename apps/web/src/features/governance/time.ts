import { AVERAGE_BLOCK_TIME_SECONDS } from './constants'

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
