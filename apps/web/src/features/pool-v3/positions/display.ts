import type { Currency, Price, Token } from '@uniswap/sdk-core'
import { type FeeAmount, nearestUsableTick, type Position, TICK_SPACINGS, TickMath } from '@uniswap/v3-sdk'
import { formatDecimal, formatPercent } from '../../../lib/format'

/** A fee tier as a percent of 1,000,000 (spec section 3), in the locale: 3000 → '0.3%'. */
export function feeTierPercent(fee: number, locale: string): string {
  return formatPercent(String(fee / 10_000), locale)
}

/** Prices are shown to 5 significant digits (spec section 9), in the locale. */
export function formatPrice(price: Price<Token, Token> | undefined, locale: string): string {
  if (!price) return '-'
  return formatDecimal(price.toSignificant(5), locale)
}

export interface PriceRange {
  base: Token
  quote: Token
  /** Already formatted for the locale; '0' and '∞' at the ends of the tick range. */
  min: string
  max: string
  current: string
}

/**
 * The range of a position and the pool's current price, in quote per base: token1 per token0, or
 * token0 per token1 when inverted (the order toggle). A bound at the tier's usable limit shows as 0 or ∞.
 */
export function priceRange(position: Position, inverted: boolean, locale: string): PriceRange {
  const spacing = TICK_SPACINGS[position.pool.fee as FeeAmount]
  const atMin = position.tickLower === nearestUsableTick(TickMath.MIN_TICK, spacing)
  const atMax = position.tickUpper === nearestUsableTick(TickMath.MAX_TICK, spacing)
  const lower = position.token0PriceLower
  const upper = position.token0PriceUpper
  const current = position.pool.token0Price
  if (!inverted) {
    return {
      base: position.pool.token0,
      quote: position.pool.token1,
      min: atMin ? '0' : formatPrice(lower, locale),
      max: atMax ? '∞' : formatPrice(upper, locale),
      current: formatPrice(current, locale),
    }
  }
  return {
    base: position.pool.token1,
    quote: position.pool.token0,
    min: atMax ? '0' : formatPrice(upper.invert(), locale),
    max: atMin ? '∞' : formatPrice(lower.invert(), locale),
    current: formatPrice(current.invert(), locale),
  }
}

/** The symbol a user knows a currency by. */
export const symbolOf = (currency: Currency | undefined) => currency?.symbol ?? '…'
