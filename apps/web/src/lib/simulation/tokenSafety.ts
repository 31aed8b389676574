import type { TransferTax } from './transfers'

/**
 * What a simulated buy, wallet-to-wallet transfer and sell of a token show about it:
 * - 'honeypot': it can be bought but not sold ('Honeypot: this token cannot be sold');
 * - 'transfers-blocked': it can be bought but not moved to another wallet ('Transfers blocked');
 * - 'tax': buying or selling it takes a part of the amount ('Transfer tax: N% on buy, M% on sell');
 * - 'none': it trades like a plain token;
 * - 'unknown': it could not be probed (no v2 pair with WETH, or the buy itself fails), so nothing is said.
 */
export type SafetyVerdict =
  | { kind: 'honeypot' }
  | { kind: 'transfers-blocked' }
  | { kind: 'tax'; buyPercent: number; sellPercent: number }
  | { kind: 'none' }
  | { kind: 'unknown'; why: 'no-pair' | 'buy-reverted' }

export interface ProbeStep {
  ok: boolean
  /** For a buy or sell: what was sent and what arrived, when the trace shows a part taken on the way. */
  tax?: TransferTax
}

export interface TokenProbe {
  pair: boolean
  buy?: ProbeStep
  transfer?: ProbeStep
  sell?: ProbeStep
}

/**
 * The part taken, in percent rounded to four decimals: a 5% tax is 5 (its fee, rounded down on chain,
 * is a wei short of 5% of an amount), PAXG's 0.02% is 0.02.
 */
export function taxPercent(tax: TransferTax | undefined): number {
  if (!tax || tax.sent <= 0n || tax.received >= tax.sent) return 0
  const millionths = ((tax.sent - tax.received) * 2_000_000n + tax.sent) / (2n * tax.sent)
  return Number(millionths) / 10_000
}

export function safetyVerdict(probe: TokenProbe): SafetyVerdict {
  if (!probe.pair) return { kind: 'unknown', why: 'no-pair' }
  if (!probe.buy?.ok) return { kind: 'unknown', why: 'buy-reverted' }
  // A token that cannot be sold is the worse news, and the one that costs the buyer everything.
  if (!probe.sell?.ok) return { kind: 'honeypot' }
  if (!probe.transfer?.ok) return { kind: 'transfers-blocked' }
  const buyPercent = taxPercent(probe.buy.tax)
  const sellPercent = taxPercent(probe.sell.tax)
  if (buyPercent > 0 || sellPercent > 0) return { kind: 'tax', buyPercent, sellPercent }
  return { kind: 'none' }
}
