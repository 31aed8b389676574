import { lazy } from 'react'

// Each page is its own chunk: the route loads it on first visit.
export const SwapPage = lazy(() => import('./SwapPage'))

// Small pure helpers the liquidity screens share (they load with those screens, not with the shell).
export { maxAmountSpend } from './logic/maxAmount'
export { isCurrencyAmountTooLarge, tryParseCurrencyAmount } from './logic/parseAmount'
export { queryParametersToSwapState, swapReducer } from './state'
