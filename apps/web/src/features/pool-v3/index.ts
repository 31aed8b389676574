import { lazy } from 'react'

// Each page is its own chunk: the route loads it on first visit.
export const PoolsOverviewPage = lazy(() => import('./PoolsOverviewPage'))
export const PositionPage = lazy(() => import('./PositionPage'))
export const AddLiquidityPage = lazy(() => import('./AddLiquidityPage'))
export { readAddLiquidityFirstData, warmAddLiquidityReads } from './warm'
export const IncreaseLiquidityPage = lazy(() => import('./IncreaseLiquidityPage'))
export const RemoveLiquidityPage = lazy(() => import('./RemoveLiquidityPage'))

// The v3 add building blocks the migrate page reuses. The shell imports this index for its lazy pages,
// so they are loaded on demand here (static re-exports would put them in every page's first load).
export async function loadV3AddKit() {
  const [fee, range, derived, mintState, ticks, pools, addState, graph] = await Promise.all([
    import('./add/FeeSelector'),
    import('./add/RangeSection'),
    import('./add/logic/derived'),
    import('./add/logic/mintState'),
    import('./add/logic/ticks'),
    import('./hooks/usePools'),
    import('./add/logic/addState'),
    import('./graph/hooks'),
  ])
  return {
    FeeSelector: fee.FeeSelector,
    RangeChart: range.RangeChart,
    RangeSection: range.RangeSection,
    deriveMintInfo: derived.deriveMintInfo,
    initialMintState: mintState.initialMintState,
    mintReducer: mintState.mintReducer,
    stepTick: ticks.stepTick,
    tickLimits: ticks.tickLimits,
    tickToBasePrice: ticks.tickToBasePrice,
    tryParseTick: ticks.tryParseTick,
    usePool: pools.usePool,
    useFeeTierDistribution: graph.useFeeTierDistribution,
    rangeBounds: addState.rangeBounds,
    steppedBound: addState.steppedBound,
  }
}
export type V3AddKit = Awaited<ReturnType<typeof loadV3AddKit>>
export type { RangeValue } from './add/logic/mintState'
export { type ChartEntry as DensityEntry, densityEntries } from './chart/density'
export type { FeeTier } from './graph/subgraph'

// The liquidity depth that the Explore pool page reuses (it draws with d3 too).
export { fetchAllTicks, type GraphTick } from './graph/subgraph'
// The position id rule the /remove redirect must agree with.
export { parseTokenId } from './positions/tokenId'
