import type { QuoteResponse } from './quoteSchema'

/**
 * Whether a quote answer is for the trade the user asked for, before anything is built from it. The
 * calldata is written from the answer's route amounts (and a held split's legs), while the form shows the
 * typed amount: an answer whose routes spend more than was typed (a second route through someone's pool,
 * for nothing) would pull the difference from a standing approval. So the answer's `amount`, and the sum
 * of its routes' exact side, must equal the amount asked exactly, and no route may take or give nothing.
 * (A held split's legs are checked to pay the same amount by heldSplit.ts.)
 */
export type QuoteFit = { ok: true } | { ok: false; reason: string }

export function quoteFitsRequest(response: QuoteResponse, requested: bigint, exactInput: boolean): QuoteFit {
  if (BigInt(response.amount) !== requested)
    return { ok: false, reason: 'its amount is not the amount asked' }
  let exactSide = 0n
  for (const route of response.route) {
    const first = route[0]
    const last = route.at(-1)
    if (!first || !last) return { ok: false, reason: 'a route has no pool' }
    const amountIn = BigInt(first.amountIn)
    const amountOut = BigInt(last.amountOut)
    if (amountIn === 0n || amountOut === 0n) return { ok: false, reason: 'a route takes or gives nothing' }
    exactSide += exactInput ? amountIn : amountOut
  }
  if (exactSide !== requested)
    return {
      ok: false,
      reason: exactInput
        ? 'its routes do not spend exactly the amount asked'
        : 'its routes do not buy exactly the amount asked',
    }
  return { ok: true }
}

/** A quote answer refused by quoteFitsRequest: a failed quote, so the app routes in the browser instead. */
export class QuoteMismatchError extends Error {
  override name = 'QuoteMismatchError'
  constructor(reason: string) {
    super(`The quote API's answer was refused: ${reason}`)
  }
}
