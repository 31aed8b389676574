import { DAY_SECONDS } from './constants'

export type CountdownPhase = 'BEGINS' | 'ENDS' | 'ENDED'

/**
 * Where the reward period stands at `now` (seconds): before `begin` the rewards begin in the time left;
 * until `end` (inclusive) they end in the time left; afterwards they have ended (no time shown).
 */
export function countdown(
  now: number,
  begin: number,
  end: number,
): { phase: CountdownPhase; remaining: number | undefined } {
  if (begin - now >= 0) return { phase: 'BEGINS', remaining: begin - now }
  if (end - now >= 0) return { phase: 'ENDS', remaining: end - now }
  return { phase: 'ENDED', remaining: undefined }
}

const two = (value: number) => value.toString().padStart(2, '0')

/** Seconds as days:hh:mm:ss (days unpadded), e.g. 90061 → '1:01:01:01'. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds))
  const days = Math.floor(total / DAY_SECONDS)
  const hours = Math.floor((total % DAY_SECONDS) / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  return `${days}:${two(hours)}:${two(minutes)}:${two(total % 60)}`
}
