import { lazy } from 'react'

// Each page is its own chunk: the route loads it on first visit.
export const V2PoolsPage = lazy(() => import('./V2PoolsPage'))
export const PoolFinderPage = lazy(() => import('./PoolFinderPage'))
export const AddV2LiquidityPage = lazy(() => import('./AddV2LiquidityPage'))
export const RemoveV2LiquidityPage = lazy(() => import('./RemoveV2LiquidityPage'))
export { routeId, symbolOf, trackedPairs, unwrappedToken, useV2Positions } from './positions'
