/** Logged (the spec's words) when a staking pool's own reads fail: that pool is left out of the list. */
export const STAKING_INFO_FAILED = 'Failed to load staking rewards info'

/** What a pool's own reads (total supply, reward rate, period finish) allow. */
export type PoolReadState = 'loading' | 'failed' | 'ready'

/**
 * A pool is shown once all its own reads have answered; one that failed leaves out that pool (logged
 * with STAKING_INFO_FAILED), not the whole list, and a missing or loading one waits for it.
 */
export function poolReadState(
  reads: ReadonlyArray<{ loading: boolean; error?: unknown } | undefined>,
): PoolReadState {
  if (reads.some((read) => !read || read.loading)) return 'loading'
  return reads.some((read) => read?.error) ? 'failed' : 'ready'
}
