import { lazy } from 'react'

// Each page is its own chunk, loaded on first visit: the chart library comes only with the token and
// pool pages, never with /swap.
export const ExplorePage = lazy(() => import('./ExplorePage'))
export const TokenPage = lazy(() => import('./TokenPage'))
export const PoolPage = lazy(() => import('./PoolPage'))
