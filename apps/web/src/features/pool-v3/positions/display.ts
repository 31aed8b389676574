import type { Currency, Price, Token } from '@uniswap/sdk-core'
import { type FeeAmount, nearestUsableTick, type Position, TICK_SPACINGS, TickMath } from '@uniswap/v3-sdk'

/** A fee tier as a percent of 1,000,000 (spec section 3): 3000 → '0.3%'. */
export function feeTierPercent(fee: number): string {
  return `${fee / 10_000}%`
}

/** Prices are shown to 5 significant digits (spec section 9). */
export function formatPrice(price: Price<Token, Token> | undefined): string {
  if (!price) return '-'
  return price.toSignificant(5, { groupSeparator: ',' })
}

export interface PriceRange {
  base: Token
  quote: Token
  /** Already formatted; '0' and '∞' at the ends of the tick range. */
  min: string
  max: string
  current: string
}

/**
 * The range of a position and the pool's current price, in quote per base: token1 per token0, or
 * token0 per token1 when inverted (the order toggle). A bound at the tier's usable limit shows as 0 or ∞.
 */
export function priceRange(position: Position, inverted: boolean): PriceRange {
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
      min: atMin ? '0' : formatPrice(lower),
      max: atMax ? '∞' : formatPrice(upper),
      current: formatPrice(current),
    }
  }
  return {
    base: position.pool.token1,
    quote: position.pool.token0,
    min: atMax ? '0' : formatPrice(upper.invert()),
    max: atMin ? '∞' : formatPrice(lower.invert()),
    current: formatPrice(current.invert()),
  }
}

/** The symbol a user knows a currency by. */
export const symbolOf = (currency: Currency | undefined) => currency?.symbol ?? '…'
