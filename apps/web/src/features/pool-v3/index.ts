import { lazy } from 'react'

// Each page is its own chunk: the route loads it on first visit.
export const PoolsOverviewPage = lazy(() => import('./PoolsOverviewPage'))
export const PositionPage = lazy(() => import('./PositionPage'))
export const AddLiquidityPage = lazy(() => import('./AddLiquidityPage'))
export const IncreaseLiquidityPage = lazy(() => import('./IncreaseLiquidityPage'))
export const RemoveLiquidityPage = lazy(() => import('./RemoveLiquidityPage'))
