import { lazy } from 'react'

// Each page is its own chunk: the route loads it on first visit. The routes import this module, not the
// feature's index, so that the helpers the index shares with claim and governance stay out of the first load.
export const MiningListPage = lazy(() => import('./MiningListPage'))
export const MiningDetailPage = lazy(() => import('./MiningDetailPage'))
