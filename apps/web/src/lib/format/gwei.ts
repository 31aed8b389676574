import { formatDecimal } from './numbers'

/**
 * A gas price in wei as gwei (spec: wei / 1e9), in the locale, to at most two decimals (rounded down):
 * '25 gwei', '0.05 gwei'; '<0.01 gwei' for a positive price below that.
 */
export function formatGwei(wei: bigint, locale: string | undefined): string {
  const hundredths = wei / 10_000_000n
  if (hundredths === 0n && wei > 0n) return `<${formatDecimal('0.01', locale)} gwei`
  const whole = hundredths / 100n
  const fraction = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '')
  return `${formatDecimal(fraction ? `${whole}.${fraction}` : whole.toString(), locale)} gwei`
}
