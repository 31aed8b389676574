import { Price, type Token } from '@uniswap/sdk-core'
import {
  encodeSqrtRatioX96,
  type FeeAmount,
  nearestUsableTick,
  priceToClosestTick,
  TICK_SPACINGS,
  TickMath,
  tickToPrice,
} from '@uniswap/v3-sdk'

/** A price as typed: digits with an optional fraction (spec 5: positive decimal). */
const PRICE_INPUT = /^\d*\.?\d+$/

/**
 * A typed price of `baseToken` in `quoteToken` (human units), or undefined when it is not a positive decimal.
 * The fraction is kept exactly: '1.5' is 15/10, scaled by both tokens' decimals.
 */
export function tryParsePrice(
  baseToken: Token | undefined,
  quoteToken: Token | undefined,
  value: string | undefined,
) {
  if (!baseToken || !quoteToken || !value || !PRICE_INPUT.test(value)) return undefined
  const [whole = '', fraction = ''] = value.split('.')
  const digits = BigInt(`${whole}${fraction}` || '0')
  if (digits === 0n) return undefined
  const denominator = 10n ** BigInt(fraction.length) * 10n ** BigInt(baseToken.decimals)
  const numerator = digits * 10n ** BigInt(quoteToken.decimals)
  return new Price(baseToken, quoteToken, denominator.toString(), numerator.toString())
}

/** The square root of a price in the pool's order, as a Q64.96 bigint. */
function sqrtRatioX96(price: Price<Token, Token>): bigint {
  const inPoolOrder = price.baseCurrency.sortsBefore(price.quoteCurrency) ? price : price.invert()
  return BigInt(encodeSqrtRatioX96(inPoolOrder.numerator, inPoolOrder.denominator).toString())
}

const MIN_SQRT_RATIO = BigInt(TickMath.MIN_SQRT_RATIO.toString())
const MAX_SQRT_RATIO = BigInt(TickMath.MAX_SQRT_RATIO.toString())

/** True when a price's square root (in the pool's order) lies strictly inside the pool's sqrt ratio bounds. */
export function isPriceWithinSqrtRatioBounds(price: Price<Token, Token>): boolean {
  const sqrt = sqrtRatioX96(price)
  return sqrt > MIN_SQRT_RATIO && sqrt < MAX_SQRT_RATIO
}

/** The lowest and highest usable tick of a fee tier. */
export function tickLimits(feeAmount: FeeAmount): { min: number; max: number } {
  const spacing = TICK_SPACINGS[feeAmount]
  return {
    min: nearestUsableTick(TickMath.MIN_TICK, spacing),
    max: nearestUsableTick(TickMath.MAX_TICK, spacing),
  }
}

/**
 * The usable tick nearest a price (of base in quote; the tick is in the pool's order): clamped to the min or
 * max tick outside the sqrt ratio bounds, then snapped to the fee tier's tick spacing.
 */
export function priceToUsableTick(price: Price<Token, Token>, feeAmount: FeeAmount): number {
  const inPoolOrder = price.baseCurrency.sortsBefore(price.quoteCurrency) ? price : price.invert()
  const sqrt = sqrtRatioX96(price)
  let tick: number
  if (sqrt >= MAX_SQRT_RATIO) tick = TickMath.MAX_TICK
  else if (sqrt <= MIN_SQRT_RATIO) tick = TickMath.MIN_TICK
  else tick = priceToClosestTick(inPoolOrder)
  return nearestUsableTick(tick, TICK_SPACINGS[feeAmount])
}

/** A typed price to its usable tick, or undefined when the text is not a positive decimal. */
export function tryParseTick(
  baseToken: Token | undefined,
  quoteToken: Token | undefined,
  feeAmount: FeeAmount | undefined,
  value: string | undefined,
): number | undefined {
  if (!feeAmount) return undefined
  const price = tryParsePrice(baseToken, quoteToken, value)
  return price ? priceToUsableTick(price, feeAmount) : undefined
}

/** The price at a tick, of base in quote (whatever the pool's order). */
export function tickToBasePrice(baseToken: Token, quoteToken: Token, tick: number): Price<Token, Token> {
  return tickToPrice(baseToken, quoteToken, tick)
}

/** The tick one spacing below or above, kept within the fee tier's limits (the range's − and + buttons). */
export function stepTick(tick: number, feeAmount: FeeAmount, direction: -1 | 1): number {
  const { min, max } = tickLimits(feeAmount)
  return Math.min(max, Math.max(min, tick + direction * TICK_SPACINGS[feeAmount]))
}
