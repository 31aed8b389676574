/**
 * Whether to warn that the network may be down: the latest block's timestamp is older than the
 * chain's threshold (10 minutes by default, 15 on Optimism).
 */
export function isNetworkStale(
  blockTimestampSeconds: number | undefined,
  nowMs: number,
  thresholdMs: number,
) {
  if (blockTimestampSeconds === undefined) return false
  return nowMs - blockTimestampSeconds * 1000 > thresholdMs
}
