import { type Row, rawAmount } from './trades.ts'

/**
 * Ours against AlphaRouter, row by row. A row AlphaRouter's exact-output calldata fell short on (it
 * delivered less than asked, a fee on transfer it did not know of) did not do the trade: not compared.
 * Every other row is compared, and a row where either side gave no quote, no calldata or a reverted
 * execution is a failed row: it counts as ratio 0, so the minimum (console and JSON) fails with it.
 */
export function shortOf(row: Row): boolean {
  return (
    row.spec.type === 'exactOut' && !!row.theirsExecuted && row.theirsExecuted.received < rawAmount(row.spec)
  )
}

/** Ours over theirs, measured on chain (above 1: ours better); undefined when a side failed or not compared. */
export function ratioOf(row: Row): number | undefined {
  const ours = row.oursExecuted
  const theirs = row.theirsExecuted
  if (!ours?.ok || !theirs?.ok || shortOf(row)) return undefined
  return row.spec.type === 'exactIn'
    ? Number(ours.received) / Number(theirs.received)
    : Number(theirs.paid) / Number(ours.paid)
}

/** Which side failed on a compared row without a ratio. */
export function failedSide(row: Row): 'ours' | 'AlphaRouter' | 'both' | undefined {
  if (shortOf(row) || ratioOf(row) !== undefined) return undefined
  const oursFailed = !row.oursExecuted?.ok
  const theirsFailed = !row.theirsExecuted?.ok
  return oursFailed && theirsFailed ? 'both' : oursFailed ? 'ours' : 'AlphaRouter'
}

export interface Versus {
  /** Rows compared (all but those where AlphaRouter's calldata fell short). */
  compared: Row[]
  /** Compared rows where a side failed. */
  failed: Row[]
  /** The minimum over the compared rows, a failed row counting 0; NaN without any compared row. */
  minimum: number
  /** The compared row of that minimum. */
  worst: Row | undefined
  /** The ratios of the rows where both sides delivered. */
  ratios: number[]
}

export function versusAlphaRouter(rows: readonly Row[], filter: (row: Row) => boolean = () => true): Versus {
  const compared = rows.filter((row) => filter(row) && !shortOf(row))
  const failed = compared.filter((row) => ratioOf(row) === undefined)
  let worst: Row | undefined
  let minimum = Number.NaN
  for (const row of compared) {
    const ratio = ratioOf(row) ?? 0
    if (!(ratio >= minimum)) {
      minimum = ratio
      worst = row
    }
  }
  const ratios = compared.map(ratioOf).filter((ratio): ratio is number => ratio !== undefined)
  return { compared, failed, minimum, worst, ratios }
}
