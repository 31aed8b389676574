import { combineReducers, configureStore } from '@reduxjs/toolkit'
import { useDispatch, useSelector, useStore } from 'react-redux'
import { claimReducer } from '../features/claim/state'
import { listsReducer } from '../features/lists/state'
import { userReducer } from '../features/settings/state'
import { swapReducer } from '../features/swap/state'
import { transactionsReducer } from '../features/transactions/state'
import { applicationReducer } from './state/application'

export const rootReducer = combineReducers({
  application: applicationReducer,
  user: userReducer,
  transactions: transactionsReducer,
  lists: listsReducer,
  swap: swapReducer,
  claim: claimReducer,
})

export type RootState = ReturnType<typeof rootReducer>

export function createStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState })
}

export type AppStore = ReturnType<typeof createStore>
export type AppDispatch = AppStore['dispatch']
export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
export const useAppStore = useStore.withTypes<AppStore>()
