import { configureStore } from '@reduxjs/toolkit'
import { act, renderHook } from '@testing-library/react'
import { type ReactNode, useLayoutEffect } from 'react'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { updateUserExpertMode, userReducer } from '../../settings'
import { queryParametersToSwapState, type SwapState, swapReducer, typeInput } from '../state'
import { useSwapStateFromLink } from './useSwapStateFromLink'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

function renderWithSwap(swap: SwapState, search: string) {
  const store = configureStore({
    reducer: { swap: swapReducer, user: userReducer },
    preloadedState: { swap },
  })
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  const view = renderHook(({ link }) => useSwapStateFromLink(link), {
    wrapper,
    initialProps: { link: search },
  })
  return { store, view }
}

describe('useSwapStateFromLink', () => {
  it("takes a link's recipient only in expert mode", () => {
    const link = `?outputCurrency=${USDC}&exactAmount=5&recipient=0x70997970C51812dc3A010C7d01b50e0d17dc79C8`
    const { store } = renderWithSwap(queryParametersToSwapState(''), link)
    expect(store.getState().swap.recipient).toBeNull()
    expect(store.getState().swap.typedValue).toBe('5')
    const expert = configureStore({ reducer: { swap: swapReducer, user: userReducer } })
    expert.dispatch(updateUserExpertMode({ userExpertMode: true }))
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={expert}>{children}</Provider>
    renderHook(() => useSwapStateFromLink(link), { wrapper })
    expect(expert.getState().swap.recipient).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  })

  it("replaces the store's state with the link's when the page opens on other state", () => {
    const { store } = renderWithSwap(
      { ...queryParametersToSwapState(''), typedValue: '7' },
      `?outputCurrency=${USDC}&exactAmount=2`,
    )
    expect(store.getState().swap).toEqual(queryParametersToSwapState(`?outputCurrency=${USDC}&exactAmount=2`))
  })

  it("keeps what was typed between a first render that held the link's state and its effects", () => {
    const store = configureStore({
      reducer: { swap: swapReducer, user: userReducer },
      preloadedState: { swap: queryParametersToSwapState('') },
    })
    // Typed once the page is committed but before its passive effects run (the field is live then): as a
    // layout effect, which runs in that moment.
    function TypedInTheGap({ children }: { children: ReactNode }) {
      useLayoutEffect(() => {
        store.dispatch(typeInput({ field: 'INPUT', typedValue: '1.5' }))
      }, [])
      return children
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <TypedInTheGap>{children}</TypedInTheGap>
      </Provider>
    )
    const view = renderHook(({ link }) => useSwapStateFromLink(link), { wrapper, initialProps: { link: '' } })
    expect(store.getState().swap.typedValue).toBe('1.5')
    view.rerender({ link: `?outputCurrency=${USDC}` })
    expect(store.getState().swap).toEqual(queryParametersToSwapState(`?outputCurrency=${USDC}`))
  })

  it('applies a link again after another one', () => {
    const { store, view } = renderWithSwap(queryParametersToSwapState(''), '')
    view.rerender({ link: '?exactAmount=3' })
    act(() => {
      store.dispatch(typeInput({ field: 'INPUT', typedValue: '9' }))
    })
    view.rerender({ link: '' })
    expect(store.getState().swap).toEqual(queryParametersToSwapState(''))
  })
})
