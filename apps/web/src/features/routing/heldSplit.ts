import type { EncodableLeg } from '@exchange/router'
import type { Currency } from '@uniswap/sdk-core'
import { getAddress } from 'viem'
import { feeOf, legsSchema, type QuoteResponse } from './quoteSchema'

/**
 * The legs of a held split from the quote API (its paths through one v2 pair swap the pair once, the
 * router holding its output and dividing it with price-limited legs), read strictly: the app writes
 * calldata from them, so a leg that does not fit the trade is refused, not encoded. Their form is the
 * answer's (`legsSchema` of @exchange/quote-format), read again here for a response built elsewhere
 * than by `parseQuoteResponse`.
 */

export class HeldSplitError extends Error {
  override name = 'HeldSplitError'
}

const wrappedAddress = (currency: Currency) => getAddress(currency.wrapped.address)

/**
 * The response's legs, checked against the trade: each leg's tokens and pools agree, only the router's
 * one-pool v3 legs carry a price limit, the trader's legs pay the input token and sum to the amount
 * asked (with ETH in, no router-paid leg pays WETH), and the legs whose output is not held pay out the output token. Undefined when the response
 * has none; throws a HeldSplitError when they do not make the trade.
 */
export function heldSplitLegs(
  response: QuoteResponse,
  currencyIn: Currency,
  currencyOut: Currency,
  exactInput: boolean,
): EncodableLeg[] | undefined {
  if (response.legs === undefined) return undefined
  if (!exactInput) throw new HeldSplitError('Legs run exact input only')
  const parsed = legsSchema.safeParse(response.legs)
  if (!parsed.success) throw new HeldSplitError('The legs are not in the expected form')
  const tokenIn = wrappedAddress(currencyIn)
  const tokenOut = wrappedAddress(currencyOut)
  let paid = 0n
  const legs = parsed.data.map((leg): EncodableLeg => {
    const tokenPath = leg.tokenPath.map((token) => getAddress(token))
    if (tokenPath.length !== leg.pools.length + 1)
      throw new HeldSplitError('A leg has a token per pool and one more')
    const limited = leg.sqrtPriceLimitX96 !== undefined
    if (limited && (leg.paidBy !== 'router' || leg.pools.length !== 1 || leg.pools[0]!.type !== 'v3-pool'))
      throw new HeldSplitError('Only a router-paid leg of one v3 pool stops at a price limit')
    // SwapRouter02 pays WETH from the ETH it holds first: with ETH in, a router-paid WETH leg would spend
    // the ETH meant for the trader's later legs.
    if (leg.paidBy === 'router' && currencyIn.isNative && tokenPath[0] === tokenIn)
      throw new HeldSplitError('With ETH in, the router holds no WETH to pay')
    if (leg.paidBy === 'trader') {
      if (tokenPath[0] !== tokenIn) throw new HeldSplitError("A trader-paid leg pays the trade's input token")
      paid += BigInt(leg.amountIn)
    }
    if (!leg.holdsOutput && tokenPath.at(-1) !== tokenOut)
      throw new HeldSplitError("A leg whose output is not held pays out the trade's output token")
    return {
      tokenPath,
      pools: leg.pools.map((pool) =>
        pool.type === 'v3-pool' ? { protocol: 'v3', fee: feeOf(pool.fee) } : { protocol: 'v2' },
      ),
      paidBy: leg.paidBy,
      amountIn: leg.paidBy === 'trader' ? BigInt(leg.amountIn) : 0n,
      ...(limited ? { sqrtPriceLimitX96: BigInt(leg.sqrtPriceLimitX96!) } : {}),
    }
  })
  if (paid !== BigInt(response.amount))
    throw new HeldSplitError('The trader-paid legs do not pay the amount asked')
  return legs
}
