import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { TradeType } from '@uniswap/sdk-core'
import { fetchWithTimeout, QUOTE_TIMEOUT_MS } from '../../lib/timeout'
import { parseQuoteResponse, type QuoteResponse } from './quoteSchema'

/** The quote API's answer: a route, no route (404 NO_ROUTE), or a failure to fall back from. */
export type QuoteResult = { kind: 'route'; response: QuoteResponse } | { kind: 'no-route' }

const currencyAddress = (currency: Currency) => (currency.isNative ? 'ETH' : currency.address)

/**
 * GET {base}/v1/quote with the spec's query parameters; `maxHops` limits the route (USD pricing uses 2),
 * `protocols` the pools (fee-on-transfer trades use v2 only).
 */
export function quoteUrl(
  base: string,
  amount: CurrencyAmount<Currency>,
  otherCurrency: Currency,
  tradeType: TradeType,
  maxHops?: number,
  protocols: readonly ('v2' | 'v3')[] = ['v2', 'v3'],
): string {
  const [currencyIn, currencyOut] =
    tradeType === TradeType.EXACT_INPUT ? [amount.currency, otherCurrency] : [otherCurrency, amount.currency]
  const params = new URLSearchParams({
    protocols: protocols.join(','),
    tokenInAddress: currencyAddress(currencyIn),
    tokenInChainId: String(currencyIn.chainId),
    tokenOutAddress: currencyAddress(currencyOut),
    tokenOutChainId: String(currencyOut.chainId),
    amount: amount.quotient.toString(),
    type: tradeType === TradeType.EXACT_INPUT ? 'exactIn' : 'exactOut',
  })
  if (maxHops !== undefined) params.set('maxHops', String(maxHops))
  // Routes may share pools: the app encodes them in order (FlowTrade), so large trades get the flow
  // that merges and splits again at hub tokens.
  params.set('sharedPools', 'true')
  // Paths through one v2 pair may run as a held split: the app encodes its legs (heldSplit.ts).
  params.set('heldSplits', 'true')
  return `${base.replace(/\/+$/, '')}/v1/quote?${params}`
}

/**
 * Fetches a quote; no retries (the caller polls, and on a failure routes in the browser instead, while
 * 'Fetching best price...' shows). Throws on anything but a route or NO_ROUTE, on an answer of another
 * form than a routing response (quoteSchema.ts), and after 10 s without one.
 */
export async function fetchQuote(url: string, signal?: AbortSignal): Promise<QuoteResult> {
  const response = await fetchWithTimeout(url, { signal, timeoutMs: QUOTE_TIMEOUT_MS })
  if (response.status === 404) {
    const body = (await response.json().catch(() => ({}))) as { errorCode?: string }
    if (body.errorCode === 'NO_ROUTE') return { kind: 'no-route' }
  }
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`)
  const parsed = parseQuoteResponse(await response.json())
  if (!parsed) throw new Error('The quote API answered in an unexpected form')
  return { kind: 'route', response: parsed }
}

/** A quote more than 10 blocks behind the chain is not used (spec: routing result max 10 blocks stale). */
export const MAX_QUOTE_BLOCK_AGE = 10n

export function isQuoteFresh(quoteBlock: bigint, currentBlock: number | undefined): boolean {
  return currentBlock === undefined || BigInt(currentBlock) - quoteBlock <= MAX_QUOTE_BLOCK_AGE
}
