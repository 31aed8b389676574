import { useDeferredValue, useEffect } from 'react'
import { useLocation } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../core/store'
import { SwapForm } from './SwapForm'
import { queryParametersToSwapState, replaceSwapState } from './state'

export default function SwapPage() {
  const dispatch = useAppDispatch()
  const { search } = useLocation()
  useEffect(() => {
    dispatch(replaceSwapState(queryParametersToSwapState(search)))
  }, [dispatch, search])

  // A key typed must paint at once: the amount fields read the store themselves, and the form (quote,
  // balances, buttons) renders from this deferred copy at transition priority, which the next key
  // interrupts instead of waiting for.
  const swap = useDeferredValue(useAppSelector((state) => state.swap))
  return <SwapForm swap={swap} />
}
