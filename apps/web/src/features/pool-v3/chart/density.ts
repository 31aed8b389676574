import type { FeeAmount } from '@uniswap/v3-sdk'
import { formatPercent } from '../../../lib/format'
import type { GraphTick } from '../graph/subgraph'

export interface ChartEntry {
  /** Active liquidity from this price up to the next entry's. */
  activeLiquidity: number
  /** Price of the base token (A) in the quote token, human units. */
  price0: number
}

/**
 * The liquidity depth from the pool's initialized ticks: the running sum of liquidityNet from the lowest
 * tick is the liquidity active above each tick. Prices are of A in B: 1.0001^tick scaled by the decimals,
 * inverted when A is the pool's token1. Sorted by price.
 */
export function densityEntries(
  ticks: readonly GraphTick[],
  decimals0: number,
  decimals1: number,
  aIsToken0: boolean,
): ChartEntry[] {
  const sorted = [...ticks].sort((a, b) => Number(a.tick) - Number(b.tick))
  let active = 0n
  const entries: ChartEntry[] = []
  for (const tick of sorted) {
    active += BigInt(tick.liquidityNet)
    const price0 = 1.0001 ** Number(tick.tick) * 10 ** (decimals0 - decimals1)
    entries.push({ activeLiquidity: Number(active), price0: aIsToken0 ? price0 : 1 / price0 })
  }
  if (!aIsToken0) {
    // Inverted, liquidity active above a tick in token0 terms lies below its price: shift by one.
    const shifted = entries.map((entry, i) => ({
      price0: entry.price0,
      activeLiquidity: entries[i - 1]?.activeLiquidity ?? 0,
    }))
    return shifted.reverse()
  }
  return entries
}

/**
 * The step area of the depth chart as SVG path data, every coordinate clamped to a band around the
 * visible width: a full-range position's ticks sit at prices like 1e38, whose x of about 1e49 is no
 * coordinate a browser accepts (it logs an error and may drop the path). Outside the band nothing is
 * visible anyway (the clip path cuts at the width), so clamping changes no pixel.
 */
export function stepAreaPath(
  entries: readonly ChartEntry[],
  x: (price: number) => number,
  y: (liquidity: number) => number,
  width: number,
  height: number,
): string {
  const margin = width
  const cx = (price: number) => {
    const value = x(price)
    if (Number.isNaN(value)) return -margin
    return Math.round(Math.min(width + margin, Math.max(-margin, value)) * 100) / 100
  }
  const cy = (liquidity: number) => {
    const value = y(liquidity)
    return Number.isFinite(value) ? Math.round(Math.min(height, Math.max(0, value)) * 100) / 100 : height
  }
  let path = `M${cx(entries[0]?.price0 ?? 0)},${height}`
  entries.forEach((entry, i) => {
    const next = entries[i + 1]?.price0 ?? entry.price0
    path += `L${cx(entry.price0)},${cy(entry.activeLiquidity)}L${cx(next)},${cy(entry.activeLiquidity)}`
  })
  return `${path}L${cx(entries.at(-1)?.price0 ?? 0)},${height}Z`
}

export interface ZoomLevels {
  initialMin: number
  initialMax: number
  min: number
  max: number
}

/** Spec 9: low fees 0.999–1.001 of the price (zoom 1e-5 to 1.5); medium and high 0.5–2 (1e-5 to 20). */
export function zoomLevels(feeAmount: FeeAmount): ZoomLevels {
  return feeAmount === 100 || feeAmount === 500
    ? { initialMin: 0.999, initialMax: 1.001, min: 0.00001, max: 1.5 }
    : { initialMin: 0.5, initialMax: 2, min: 0.00001, max: 20 }
}

/** A brush handle's label: its percent distance from the current price in the locale; 0 or ∞ at the limits. */
export function brushLabel(
  value: number,
  current: number | undefined,
  isLower: boolean,
  atLimit: boolean,
  locale: string,
): string {
  if (atLimit) return isLower ? '0' : '∞'
  if (!current || current <= 0) return ''
  const percent = ((value - current) / current) * 100
  return formatPercent(percent.toFixed(Math.abs(percent) < 10 ? 1 : 0), locale, {
    signDisplay: percent > 0 ? 'always' : 'auto',
  })
}

/** Chart size and margins (spec 9). */
export const CHART = { width: 400, height: 200, margins: { top: 10, right: 2, bottom: 20, left: 0 } } as const
