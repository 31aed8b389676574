import { useEffect, useRef, useState } from 'react'
import { useAppDispatch, useAppStore } from '../../../core/store'
import { selectExpertMode } from '../../settings'
import { queryParametersToSwapState, replaceSwapState, sameSwapState } from '../state'

/** The state a link describes, with its recipient only in expert mode as the store holds it now. */
const fromLink = (store: ReturnType<typeof useAppStore>, search: string) =>
  queryParametersToSwapState(search, { recipientAllowed: selectExpertMode(store.getState()) })

/**
 * The link's state (`search`, the /swap query) replaces the store's when the page opens and whenever the
 * link changes. A store that already holds it at the first render (a first visit, seeded with it by
 * app/routes/firstRouteState) is not replaced after mount: that would erase what the visitor typed while
 * the page hydrated (an amount typed into the server's page before the scripts ran). The link's recipient
 * is taken only in expert mode (see queryParametersToSwapState).
 */
export function useSwapStateFromLink(search: string): void {
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const [heldAtFirstRender] = useState(() =>
    sameSwapState(store.getState().swap, fromLink(store, search)) ? search : undefined,
  )
  const appliedSearch = useRef(heldAtFirstRender)
  useEffect(() => {
    if (appliedSearch.current === search) return
    appliedSearch.current = search
    dispatch(replaceSwapState(fromLink(store, search)))
  }, [dispatch, store, search])
}
