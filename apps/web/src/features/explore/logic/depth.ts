/** The pool page's liquidity distribution: the depth around the current price as a step outline. */

export interface DepthEntry {
  /** Price of token0 in token1 at which this much liquidity becomes active (up to the next entry). */
  price0: number
  activeLiquidity: number
}

export interface DepthStep {
  from: number
  to: number
  liquidity: number
}

/**
 * The steps of active liquidity between `low` and `high`: each entry's liquidity holds from its price
 * to the next entry's, cut at the window's edges. Entries must be sorted by price.
 */
export function depthSteps(entries: readonly DepthEntry[], low: number, high: number): DepthStep[] {
  const steps: DepthStep[] = []
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i] as DepthEntry
    const next = entries[i + 1]?.price0 ?? Number.POSITIVE_INFINITY
    const from = Math.max(entry.price0, low)
    const to = Math.min(next, high)
    if (to > from && entry.activeLiquidity > 0) steps.push({ from, to, liquidity: entry.activeLiquidity })
  }
  return steps
}

/** The window shown around a price: from half to twice the price. */
export function depthWindow(price: number): [number, number] {
  return [price / 2, price * 2]
}

/** An SVG path of the steps under scales `x` (price) and `y` (liquidity), closed along the baseline. */
export function depthPath(
  steps: readonly DepthStep[],
  x: (price: number) => number,
  y: (liquidity: number) => number,
): string {
  if (steps.length === 0) return ''
  const base = y(0)
  let path = ''
  for (const step of steps) {
    const top = y(step.liquidity)
    path += `M${x(step.from)},${base}V${top}H${x(step.to)}V${base}Z`
  }
  return path
}
