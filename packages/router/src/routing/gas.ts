import type { TransferFees } from './quote-route.ts'
import type { Route } from './routes.ts'

/** Spec §9 gas estimate: v2 90,000 + 30,000 per hop; v3 100,000 + 30,000 per pool. */
export const V2_BASE_GAS = 90_000n
export const V2_GAS_PER_HOP = 30_000n
export const V3_BASE_GAS = 100_000n
export const V3_GAS_PER_POOL = 30_000n

/**
 * The spec's estimate for a route. A mixed route runs as one SwapRouter02 call per section of
 * consecutive pools of one protocol, so each section is priced as a route of its own.
 */
export function routeGasUnits(route: Pick<Route, 'pools'>): bigint {
  let gas = 0n
  let section: 'v2' | 'v3' | undefined
  for (const pool of route.pools) {
    if (pool.protocol !== section) {
      section = pool.protocol
      gas += section === 'v2' ? V2_BASE_GAS : V3_BASE_GAS
    }
    gas += section === 'v2' ? V2_GAS_PER_HOP : V3_GAS_PER_POOL
  }
  return gas
}

/** An exact ratio of two amounts. */
export interface Fraction {
  numerator: bigint
  denominator: bigint
}

const Q192 = 1n << 192n

/**
 * The route's mid price: raw output units per raw input unit at the pools' current prices, before
 * fees (v3 from sqrtPriceX96, v2 from reserves).
 */
export function routeMidPrice(route: Route): Fraction {
  let numerator = 1n
  let denominator = 1n
  route.pools.forEach((pool, i) => {
    const zeroForOne = route.zeroForOne[i]!
    if (pool.protocol === 'v2') {
      numerator *= zeroForOne ? pool.reserve1 : pool.reserve0
      denominator *= zeroForOne ? pool.reserve0 : pool.reserve1
    } else {
      const priceX192 = pool.sqrtPriceX96 * pool.sqrtPriceX96
      numerator *= zeroForOne ? priceX192 : Q192
      denominator *= zeroForOne ? Q192 : priceX192
    }
  })
  return { numerator, denominator }
}

/**
 * The route's marginal rate for an infinitesimal trade, fees and transfer fees included, as a float.
 * Every pool's output is concave in its input, so `amount * spotRate` bounds what the route can give
 * (and `amount / spotRate` what an exact output costs): the search uses it to skip routes that
 * cannot win.
 */
export function spotRate(route: Route, fees: TransferFees): number {
  let rate = 1
  route.pools.forEach((pool, i) => {
    const zeroForOne = route.zeroForOne[i]!
    if (pool.protocol === 'v2') {
      const [reserveIn, reserveOut] = zeroForOne
        ? [pool.reserve0, pool.reserve1]
        : [pool.reserve1, pool.reserve0]
      rate *= (0.997 * Number(reserveOut)) / Number(reserveIn)
    } else {
      const sqrtPrice = Number(pool.sqrtPriceX96) / 2 ** 96
      const price = sqrtPrice * sqrtPrice
      rate *= (zeroForOne ? price : 1 / price) * (1 - pool.fee / 1e6)
    }
  })
  const first = route.path[0]
  const last = route.path.at(-1)
  if (first) rate *= 1 - (fees.get(first)?.sellPpm ?? 0) / 1e6
  if (last) rate *= 1 - (fees.get(last)?.buyPpm ?? 0) / 1e6
  return rate
}

/** amount × fraction, rounded down. */
export const applyFraction = (amount: bigint, fraction: Fraction): bigint =>
  fraction.denominator === 0n ? 0n : (amount * fraction.numerator) / fraction.denominator

/** A raw amount as a decimal string with `decimals` places, trailing zeros trimmed. */
export function formatUnitsTrimmed(amount: bigint, decimals: number): string {
  const negative = amount < 0n
  const abs = negative ? -amount : amount
  const base = 10n ** BigInt(decimals)
  const whole = abs / base
  const fraction = (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
