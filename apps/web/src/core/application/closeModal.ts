import { useCallback } from 'react'
import { useAppDispatch, useAppStore } from '../store'
import { type ApplicationModal, setOpenModal } from './reducer'

/**
 * Closes `modal` when it is the one open, and leaves another dialog that has opened since alone (a
 * dialog's close runs after its own view changes, and may come after another was opened).
 */
export function useCloseModal(modal: ApplicationModal): () => void {
  const dispatch = useAppDispatch()
  const store = useAppStore()
  return useCallback(() => {
    if (store.getState().application.openModal === modal) dispatch(setOpenModal(null))
  }, [dispatch, store, modal])
}
