import type { Fraction } from '@uniswap/sdk-core'
import { z } from 'zod'
import { isStale } from '../../../lib/indexer'
import { DECIMAL_PATTERN, parseDecimal } from './networkCost'

/** The ETH price in USD as the public v3 subgraph gives it (our indexer serves the same), with its block. */
export const ETH_PRICE_QUERY = `query EthPriceUSD {
  bundle(id: "1") { ethPriceUSD }
  _meta { block { number } }
}`

/** What the indexer must answer; anything else is no price. */
export const ethPriceAnswerSchema = z.object({
  bundle: z.object({ ethPriceUSD: z.string().regex(DECIMAL_PATTERN) }).nullable(),
  _meta: z.object({ block: z.object({ number: z.number().int().nonnegative() }) }).nullable(),
})

export type EthPriceAnswer = z.infer<typeof ethPriceAnswerSchema>

/**
 * The ETH price to show a dollar cost with: undefined when the indexer has no bundle, a zero price
 * (no pool priced ETH yet), or data more than 20 blocks behind the chain (a stale-looking figure is
 * worse than the cost in ETH).
 */
export function ethPriceOf(answer: EthPriceAnswer, latestBlock: number | undefined): Fraction | undefined {
  if (!answer.bundle || isStale(answer._meta?.block.number, latestBlock)) return undefined
  const price = parseDecimal(answer.bundle.ethPriceUSD)
  return price?.greaterThan(0) ? price : undefined
}
