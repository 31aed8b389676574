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

/**
 * Whether to say 'Oops! An unknown error occurred…': the app's own connection to the chain failed and no
 * wallet is connected (a connected wallet has its own errors and the stale-block warning).
 */
export function showNetworkError(networkFailed: boolean, walletConnected: boolean): boolean {
  return networkFailed && !walletConnected
}
