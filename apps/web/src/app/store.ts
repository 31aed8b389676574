import { combineReducers, configureStore } from '@reduxjs/toolkit'
import { applicationReducer } from '../core/application'
import type { RootState } from '../core/store'
import { claimReducer } from '../features/claim'
import { listsReducer } from '../features/lists'
import { userReducer } from '../features/settings'
import { swapReducer } from '../features/swap'
import { transactionsReducer } from '../features/transactions'

/** The composition root of the state: one slice per feature that has one. */
export const rootReducer = combineReducers({
  application: applicationReducer,
  user: userReducer,
  transactions: transactionsReducer,
  lists: listsReducer,
  swap: swapReducer,
  claim: claimReducer,
})

/** Compiles only while the combined state is exactly the RootState that core/store and the features declare. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export const rootStateMatchesCore: Same<ReturnType<typeof rootReducer>, RootState> = true

export type { AppDispatch, AppStore, RootState } from '../core/store'

export function createStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState })
}
