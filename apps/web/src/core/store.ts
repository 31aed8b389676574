/**
 * The store's types and typed hooks, for every feature. The root state is an interface that each
 * feature owning a slice extends by declaration merging beside its reducer
 * (`declare module '…/core/store' { interface RootState { swap: SwapState } }`), so this layer never
 * imports a feature; `app/store.ts` combines the reducers and fails to compile if the combined state
 * and this interface differ.
 */
import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { useDispatch, useSelector, useStore } from 'react-redux'
import type { ApplicationState } from './application'

export interface RootState {
  application: ApplicationState
}

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>
export type AppStore = Omit<Store<RootState, UnknownAction>, 'dispatch'> & { dispatch: AppDispatch }
export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
export const useAppStore = useStore.withTypes<AppStore>()
