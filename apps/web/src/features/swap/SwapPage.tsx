import { useDeferredValue } from 'react'
import { useLocation } from 'react-router'
import { useAppSelector } from '../../core/store'
import { useSwapStateFromLink } from './hooks/useSwapStateFromLink'
import { SwapForm } from './SwapForm'

export default function SwapPage() {
  useSwapStateFromLink(useLocation().search)
  // A key typed must paint at once: the amount fields read the store themselves, and the form (quote,
  // balances, buttons) renders from this deferred copy at transition priority, which the next key
  // interrupts instead of waiting for.
  const swap = useDeferredValue(useAppSelector((state) => state.swap))
  return <SwapForm swap={swap} />
}
