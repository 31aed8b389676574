import { describe, expect, it } from 'vitest'
import { ApplicationModal, type ApplicationState, initialState } from './reducer'
import {
  selectActivePopups,
  selectBlockNumber,
  selectChainId,
  selectImplements3085,
  selectModalIsOpen,
  selectOpenModal,
  selectPopupList,
} from './selectors'

const application: ApplicationState = {
  ...initialState,
  blockNumber: { 1: 100, 10: 7 },
  chainId: 10,
  implements3085: true,
  openModal: ApplicationModal.SETTINGS,
  popupList: [
    { key: 'a', show: false, content: { txn: { hash: '0x1' } }, removeAfterMs: null },
    { key: 'b', show: true, content: { failedSwitchNetwork: 42161 }, removeAfterMs: 25_000 },
  ],
}
const state = { application }

describe('application selectors', () => {
  it('read the chain, 3085 support and modal', () => {
    expect(selectChainId(state)).toBe(10)
    expect(selectImplements3085(state)).toBe(true)
    expect(selectOpenModal(state)).toBe(ApplicationModal.SETTINGS)
    expect(selectModalIsOpen(state, ApplicationModal.SETTINGS)).toBe(true)
    expect(selectModalIsOpen(state, ApplicationModal.WALLET)).toBe(false)
  })

  it('read the block number of the current chain or of a given chain', () => {
    expect(selectBlockNumber(state)).toBe(7)
    expect(selectBlockNumber(state, 1)).toBe(100)
    expect(selectBlockNumber(state, 5)).toBeUndefined()
    expect(selectBlockNumber({ application: { ...application, chainId: null } })).toBeUndefined()
  })

  it('list all popups, or only the shown ones', () => {
    expect(selectPopupList(state).map((p) => p.key)).toEqual(['a', 'b'])
    expect(selectActivePopups(state).map((p) => p.key)).toEqual(['b'])
  })
})
