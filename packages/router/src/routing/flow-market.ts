import type { Address, PoolState, TransferFee } from '../types.ts'
import { type FloatV3State, floatPool, swapV3 } from './float-sim.ts'
import type { TransferFees } from './quote-route.ts'
import type { Route } from './routes.ts'

/**
 * The pools' float64 twins as paths run one after another, each on the states the earlier ones left:
 * what the flow searches weigh many divisions on before one is quoted exactly (flow-replay.ts).
 */

type FloatState = { v3: FloatV3State } | { v2: [number, number] }

/** Float states of the pools the paths use, shared between paths. */
export class FloatMarket {
  private readonly states = new Map<string, FloatState>()
  /** Each route's pools' states, in its order (looked up once per route, not once per push). */
  private readonly routeStates = new Map<Route, FloatState[]>()

  private stateOf(pool: PoolState): FloatState {
    let state = this.states.get(pool.address)
    if (!state) {
      if (pool.protocol === 'v3') {
        const float = floatPool(pool)
        state = {
          v3: {
            pool: float,
            sqrtPrice: float.sqrtPrice,
            liquidity: float.liquidity,
            index: float.startIndex,
          },
        }
      } else state = { v2: [Number(pool.reserve0), Number(pool.reserve1)] }
      this.states.set(pool.address, state)
    }
    return state
  }

  private statesOf(route: Route): FloatState[] {
    let states = this.routeStates.get(route)
    if (!states) {
      states = route.pools.map((pool) => this.stateOf(pool))
      this.routeStates.set(route, states)
    }
    return states
  }

  /**
   * Output of sending `amount` along `route` from the current states (transfer fees applied at both
   * ends), or undefined if a pool cannot take it. Commits the new states only when `commit`; `into`
   * adds up what enters each pool.
   */
  push(
    route: Route,
    amount: number,
    sell: number,
    buy: number,
    commit: boolean,
    into?: Map<string, number>,
  ): number | undefined {
    const states = this.statesOf(route)
    let value = amount * sell
    for (let i = 0; i < states.length; i++) {
      const zeroForOne = route.zeroForOne[i]!
      const state = states[i]!
      if (into) {
        const address = route.pools[i]!.address
        into.set(address, (into.get(address) ?? 0) + value)
      }
      if ('v2' in state) {
        const [r0, r1] = state.v2
        const [reserveIn, reserveOut] = zeroForOne ? [r0, r1] : [r1, r0]
        const withFee = value * 997
        const out = (withFee * reserveOut) / (reserveIn * 1000 + withFee)
        if (commit) state.v2 = zeroForOne ? [r0 + value, r1 - out] : [r0 - out, r1 + value]
        value = out
      } else {
        const v3 = state.v3
        // A trial swaps the state in place and puts it back: no copy per trial.
        const { sqrtPrice, liquidity, index } = v3
        const out = swapV3(v3, zeroForOne, value, true)
        if (!commit) {
          v3.sqrtPrice = sqrtPrice
          v3.liquidity = liquidity
          v3.index = index
        }
        if (out === undefined || !Number.isFinite(out)) return undefined
        value = out
      }
      if (!(value > 0)) return undefined
    }
    return value * buy
  }
}

export const feeFactor = (
  fees: ReadonlyMap<Address, TransferFee>,
  token: Address | undefined,
  side: 'buy' | 'sell',
) => 1 - ((token ? fees.get(token)?.[side === 'buy' ? 'buyPpm' : 'sellPpm'] : 0) ?? 0) / 1e6

/**
 * `replayFlow` on the pools' float twins: what each path delivers, one after another on the states the
 * earlier ones left, and what enters each pool in all (raw units of its input token). Undefined if a
 * path cannot be filled. For searches that weigh many divisions before one is quoted exactly.
 */
export function floatReplay(
  parts: readonly { route: Route; amountIn: number }[],
  fees: TransferFees,
): { outputs: number[]; into: Map<string, number> } | undefined {
  const market = new FloatMarket()
  const into = new Map<string, number>()
  const outputs: number[] = []
  for (const { route, amountIn } of parts) {
    if (!(amountIn > 0)) return undefined
    const sell = feeFactor(fees, route.path[0], 'sell')
    const buy = feeFactor(fees, route.path.at(-1), 'buy')
    const out = market.push(route, amountIn, sell, buy, true, into)
    if (out === undefined) return undefined
    outputs.push(out)
  }
  return { outputs, into }
}
