import { Tick, TickListDataProvider, v3Swap } from '@uniswap/v3-sdk'
import jsbiModule from 'jsbi'
import type { OptimumPool } from './pools.ts'

// jsbi is CommonJS typed as an ES default export: with NodeNext resolution the default import is
// the module object to the type checker but may be the class itself at run time.
const JSBI = ('BigInt' in jsbiModule ? jsbiModule : jsbiModule.default) as typeof jsbiModule.default

/** A bigint as the SDK's JSBI. */
export const toJSBI = (value: bigint | number) => JSBI.BigInt(value.toString())

/**
 * Exact integer pool math, as the contracts compute it: UniswapV2Library.getAmountOut for a v2 pair,
 * @uniswap/v3-sdk's v3Swap (the pool's swap loop over its tick bitmap, word by word) for a v3 pool.
 * Each pool is swapped once from its state at the block.
 */
export async function exactAmountOut(
  pool: OptimumPool,
  zeroForOne: boolean,
  amountIn: bigint,
): Promise<bigint> {
  if (amountIn <= 0n) return 0n
  if (pool.kind === 'v2') {
    const [reserveIn, reserveOut] = zeroForOne
      ? [pool.reserve0, pool.reserve1]
      : [pool.reserve1, pool.reserve0]
    const withFee = amountIn * 997n
    return (withFee * reserveOut) / (reserveIn * 1000n + withFee)
  }
  const provider = tickProvider(pool)
  if (!provider) return 0n
  const result = await v3Swap(
    toJSBI(pool.fee),
    toJSBI(pool.sqrtPriceX96),
    pool.tick,
    toJSBI(pool.liquidity),
    pool.tickSpacing,
    provider,
    zeroForOne,
    toJSBI(amountIn),
  )
  return -BigInt(result.amountCalculated.toString())
}

const providers = new WeakMap<OptimumPool, TickListDataProvider | null>()

/**
 * The pool's ticks for the SDK, which checks them: aligned to the spacing, sorted, and liquidityNet
 * summing to zero (what a complete set of a pool's ticks does).
 */
function tickProvider(pool: OptimumPool & { kind: 'v3' }): TickListDataProvider | null {
  let provider = providers.get(pool)
  if (provider === undefined) {
    provider =
      pool.ticks.length === 0
        ? null
        : new TickListDataProvider(
            pool.ticks.map(
              (tick) =>
                new Tick({
                  index: tick.index,
                  liquidityNet: tick.liquidityNet.toString(),
                  liquidityGross: (tick.liquidityNet < 0n
                    ? -tick.liquidityNet
                    : tick.liquidityNet
                  ).toString(),
                }),
            ),
            pool.tickSpacing,
          )
    providers.set(pool, provider)
  }
  return provider
}
