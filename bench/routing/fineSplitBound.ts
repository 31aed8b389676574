import {
  type PoolSnapshot,
  quoteRoute,
  type Route,
  routeGasUnits,
  type TradeRequest,
  tradeRoutes,
} from '@exchange/router'

/**
 * Reference from a fine split search: every division of the amount in 0.5% steps among up to four
 * pool-disjoint routes, each part quoted exactly, net of the spec's gas estimate, best by dynamic
 * programming. The four routes are the best such set among the twelve routes that are best alone
 * (for the whole amount, or a quarter of it where none can fill it alone) or for a tenth of it.
 */
export function fineSplitBound(
  snapshot: PoolSnapshot,
  request: TradeRequest,
  gasQuotePerUnit: number,
): { value: bigint; net: number } | undefined {
  const exactIn = request.tradeType === 'exactIn'
  const routes = tradeRoutes(snapshot, request)
  const fees = snapshot.transferFees
  const rank = (amount: bigint) =>
    routes
      .map((route) => ({ route, quote: quoteRoute(route, amount, request.tradeType, fees) }))
      .filter((entry) => entry.quote)
      .sort((a, b) => {
        const [x, y] = exactIn
          ? [b.quote!.amountOut, a.quote!.amountOut]
          : [a.quote!.amountIn, b.quote!.amountIn]
        return x > y ? 1 : x < y ? -1 : 0
      })
      .map((entry) => entry.route)
  let whole = rank(request.amount)
  if (whole.length === 0) whole = rank(request.amount / 4n)
  const candidates: Route[] = []
  for (const route of [...whole.slice(0, 6), ...rank(request.amount / 10n).slice(0, 6)]) {
    if (!candidates.includes(route)) candidates.push(route)
  }
  if (candidates.length === 0) return undefined
  const steps = 200
  const NONE = Number.NEGATIVE_INFINITY
  type Cell = { net: number; raw: bigint }
  // curve[k]: k steps on the route, as output (exact in) or minus input (exact out), net of its gas.
  const curves: Cell[][] = candidates.map((route) => {
    const gas = Number(routeGasUnits(route)) * gasQuotePerUnit
    return Array.from({ length: steps + 1 }, (_, k) => {
      if (k === 0) return { net: 0, raw: 0n }
      const quote = quoteRoute(route, (request.amount * BigInt(k)) / BigInt(steps), request.tradeType, fees)
      if (!quote) return { net: NONE, raw: 0n }
      const raw = exactIn ? quote.amountOut : quote.amountIn
      return { net: (exactIn ? Number(raw) : -Number(raw)) - gas, raw }
    })
  })
  const disjoint = (a: Route, b: Route) =>
    !a.pools.some((pool) => b.pools.some((p) => p.address === pool.address))
  let best: Cell = { net: NONE, raw: 0n }
  const extend = (dp: Cell[], members: number[], next: number) => {
    if (members.length > 0 && dp[steps]!.net > best.net) best = dp[steps]!
    if (members.length === 4) return
    for (let c = next; c < candidates.length; c++) {
      if (!members.every((m) => disjoint(candidates[m]!, candidates[c]!))) continue
      const curve = curves[c]!
      const grown: Cell[] = dp.map(() => ({ net: NONE, raw: 0n }))
      for (let total = 0; total <= steps; total++) {
        for (let k = 0; k <= total; k++) {
          const net = dp[total - k]!.net + curve[k]!.net
          if (net > grown[total]!.net) grown[total] = { net, raw: dp[total - k]!.raw + curve[k]!.raw }
        }
      }
      extend(grown, [...members, c], c + 1)
    }
  }
  extend(
    Array.from({ length: steps + 1 }, (_, k) => ({ net: k === 0 ? 0 : NONE, raw: 0n })),
    [],
    0,
  )
  return best.net === NONE ? undefined : { value: best.raw, net: best.net }
}
