import { lazy } from 'react'

// Each page is its own chunk: the route loads it on first visit.
export const SwapPage = lazy(() => import('./SwapPage'))
