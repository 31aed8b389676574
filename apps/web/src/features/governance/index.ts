import { lazy } from 'react'

// Each page is its own chunk: the route loads it on first visit.
export const VotePage = lazy(() => import('./VotePage'))
export const CreateProposalPage = lazy(() => import('./CreateProposalPage'))
