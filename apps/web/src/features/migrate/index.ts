import { lazy } from 'react'

// Each page is its own chunk: the route loads it on first visit.
export const MigrateListPage = lazy(() => import('./MigrateListPage'))
export const MigratePairPage = lazy(() => import('./MigratePairPage'))
