import { lazy } from 'react'

// Each page is its own chunk: the route loads it on first visit.
export const PoolsOverviewPage = lazy(() => import('./PoolsOverviewPage'))
export const PositionPage = lazy(() => import('./PositionPage'))
export const AddLiquidityPage = lazy(() => import('./AddLiquidityPage'))
export const IncreaseLiquidityPage = lazy(() => import('./IncreaseLiquidityPage'))
export const RemoveLiquidityPage = lazy(() => import('./RemoveLiquidityPage'))

// The v3 add building blocks the migrate page reuses (plain modules; the depth chart stays lazy).
export const LiquidityChart = lazy(() =>
  import('./chart/LiquidityChart').then((m) => ({ default: m.LiquidityChart })),
)
export { FeeSelector } from './add/FeeSelector'
export { deriveMintInfo } from './add/logic/derived'
export { feePercent } from './add/logic/feeTier'
export { initialMintState, mintReducer, type RangeValue } from './add/logic/mintState'
export { stepTick, tickLimits, tickToBasePrice, tryParseTick } from './add/logic/ticks'
export { RangeInput } from './add/RangeInput'
export { v3FactoryAddress } from './addresses'
export type { FeeTier } from './graph/subgraph'
export { type PoolState, usePool } from './hooks/usePools'
