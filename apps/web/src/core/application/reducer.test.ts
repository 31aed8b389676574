import { describe, expect, it } from 'vitest'
import {
  ApplicationModal,
  type ApplicationState,
  addPopup,
  applicationReducer,
  DEFAULT_TXN_DISMISS_MS,
  initialState,
  L2_TXN_DISMISS_MS,
  removePopup,
  setImplements3085,
  setNetworkError,
  setOpenModal,
  txnPopupDismissMs,
  updateBlockNumber,
  updateChainId,
} from './reducer'

function reduce(...actions: Parameters<typeof applicationReducer>[1][]): ApplicationState {
  return actions.reduce(applicationReducer, initialState)
}

describe('application reducer', () => {
  it('starts empty', () => {
    expect(applicationReducer(undefined, { type: 'unknown' })).toEqual({
      blockNumber: {},
      blockTimestamp: {},
      networkError: {},
      chainId: null,
      implements3085: false,
      openModal: null,
      popupList: [],
    })
  })

  describe('setNetworkError', () => {
    it('marks a chain whose block poll failed, until a block of that chain is read', () => {
      const failed = reduce(setNetworkError({ chainId: 1 }))
      expect(failed.networkError).toEqual({ 1: true })
      const other = applicationReducer(failed, updateBlockNumber({ chainId: 42161, blockNumber: 5 }))
      expect(other.networkError).toEqual({ 1: true })
      const back = applicationReducer(other, updateBlockNumber({ chainId: 1, blockNumber: 100 }))
      expect(back.networkError).toEqual({})
    })
  })

  describe('updateBlockNumber', () => {
    it('stores the first block number of a chain', () => {
      expect(reduce(updateBlockNumber({ chainId: 1, blockNumber: 100 })).blockNumber).toEqual({ 1: 100 })
    })

    it('moves forward', () => {
      const state = reduce(
        updateBlockNumber({ chainId: 1, blockNumber: 100 }),
        updateBlockNumber({ chainId: 1, blockNumber: 101 }),
      )
      expect(state.blockNumber[1]).toBe(101)
    })

    it('never moves back', () => {
      const state = reduce(
        updateBlockNumber({ chainId: 1, blockNumber: 100 }),
        updateBlockNumber({ chainId: 1, blockNumber: 99 }),
      )
      expect(state.blockNumber[1]).toBe(100)
    })

    it('keeps the timestamp of the newest block only', () => {
      const state = reduce(
        updateBlockNumber({ chainId: 1, blockNumber: 100, blockTimestamp: 1_000 }),
        updateBlockNumber({ chainId: 1, blockNumber: 99, blockTimestamp: 900 }),
      )
      expect(state.blockTimestamp[1]).toBe(1_000)
      expect(
        reduce(updateBlockNumber({ chainId: 1, blockNumber: 101, blockTimestamp: 1_012 })).blockTimestamp[1],
      ).toBe(1_012)
    })

    it('takes the timestamp of a block first learned without one (from a receipt)', () => {
      const state = reduce(
        updateBlockNumber({ chainId: 1, blockNumber: 100, blockTimestamp: 1_000 }),
        updateBlockNumber({ chainId: 1, blockNumber: 101 }),
        updateBlockNumber({ chainId: 1, blockNumber: 101, blockTimestamp: 1_012 }),
      )
      expect(state.blockNumber[1]).toBe(101)
      expect(state.blockTimestamp[1]).toBe(1_012)
    })

    it('tracks each chain independently', () => {
      const state = reduce(
        updateBlockNumber({ chainId: 1, blockNumber: 100 }),
        updateBlockNumber({ chainId: 10, blockNumber: 5 }),
        updateBlockNumber({ chainId: 1, blockNumber: 90 }),
        updateBlockNumber({ chainId: 10, blockNumber: 6 }),
      )
      expect(state.blockNumber).toEqual({ 1: 100, 10: 6 })
    })

    it('stores block 0 as the first number and then moves from it', () => {
      const state = reduce(updateBlockNumber({ chainId: 5, blockNumber: 0 }))
      expect(state.blockNumber[5]).toBe(0)
      expect(
        applicationReducer(state, updateBlockNumber({ chainId: 5, blockNumber: 1 })).blockNumber[5],
      ).toBe(1)
    })
  })

  it('updates the chain id and the EIP-3085 support', () => {
    const state = reduce(updateChainId({ chainId: 42161 }), setImplements3085({ implements3085: true }))
    expect(state.chainId).toBe(42161)
    expect(state.implements3085).toBe(true)
    expect(applicationReducer(state, updateChainId({ chainId: null })).chainId).toBeNull()
  })

  describe('setOpenModal', () => {
    it('opens a modal', () => {
      expect(reduce(setOpenModal(ApplicationModal.WALLET)).openModal).toBe(ApplicationModal.WALLET)
    })

    it('closes the modal when the open one is opened again', () => {
      const state = reduce(setOpenModal(ApplicationModal.WALLET), setOpenModal(ApplicationModal.WALLET))
      expect(state.openModal).toBeNull()
    })

    it('switches to another modal', () => {
      const state = reduce(setOpenModal(ApplicationModal.WALLET), setOpenModal(ApplicationModal.SETTINGS))
      expect(state.openModal).toBe(ApplicationModal.SETTINGS)
    })

    it('closes with null', () => {
      expect(reduce(setOpenModal(ApplicationModal.MENU), setOpenModal(null)).openModal).toBeNull()
    })
  })

  describe('addPopup', () => {
    it('adds a shown popup that closes after the default time', () => {
      const state = reduce(addPopup({ key: 'a', content: { txn: { hash: '0x1' } } }))
      expect(state.popupList).toEqual([
        { key: 'a', show: true, content: { txn: { hash: '0x1' } }, removeAfterMs: DEFAULT_TXN_DISMISS_MS },
      ])
      expect(DEFAULT_TXN_DISMISS_MS).toBe(25_000)
    })

    it('keeps a popup with removeAfterMs null until it is closed, and honours a given time', () => {
      const state = reduce(
        addPopup({ key: 'a', content: { failedSwitchNetwork: 10 }, removeAfterMs: null }),
        addPopup({ key: 'b', content: { txn: { hash: '0x2' } }, removeAfterMs: L2_TXN_DISMISS_MS }),
      )
      expect(state.popupList.map((p) => p.removeAfterMs)).toEqual([null, 5_000])
    })

    it('generates distinct keys when none is given', () => {
      const state = reduce(
        addPopup({ content: { txn: { hash: '0x1' } } }),
        addPopup({ content: { txn: { hash: '0x1' } } }),
      )
      expect(state.popupList).toHaveLength(2)
      const [first, second] = state.popupList
      expect(first?.key).toEqual(expect.any(String))
      expect(first?.key.length).toBeGreaterThan(0)
      expect(first?.key).not.toBe(second?.key)
    })

    it('replaces a popup with the same key, keeping one entry in its place and showing it again', () => {
      const state = reduce(
        addPopup({ key: 'a', content: { txn: { hash: '0x1' } } }),
        addPopup({ key: 'b', content: { txn: { hash: '0x2' } } }),
        removePopup({ key: 'a' }),
        addPopup({ key: 'a', content: { txn: { hash: '0x3' } }, removeAfterMs: null }),
      )
      expect(state.popupList).toEqual([
        { key: 'a', show: true, content: { txn: { hash: '0x3' } }, removeAfterMs: null },
        { key: 'b', show: true, content: { txn: { hash: '0x2' } }, removeAfterMs: DEFAULT_TXN_DISMISS_MS },
      ])
    })
  })

  describe('removePopup', () => {
    it('only hides the popup and keeps it in the list', () => {
      const state = reduce(
        addPopup({ key: 'a', content: { txn: { hash: '0x1' } } }),
        addPopup({ key: 'b', content: { txn: { hash: '0x2' } } }),
        removePopup({ key: 'a' }),
      )
      expect(state.popupList.map((p) => [p.key, p.show])).toEqual([
        ['a', false],
        ['b', true],
      ])
    })

    it('ignores an unknown key', () => {
      const before = reduce(addPopup({ key: 'a', content: { txn: { hash: '0x1' } } }))
      expect(applicationReducer(before, removePopup({ key: 'zzz' }))).toEqual(before)
    })
  })

  it('gives layer-2 transaction popups a shorter life', () => {
    expect(L2_TXN_DISMISS_MS).toBe(5_000)
    expect(txnPopupDismissMs(42161)).toBe(5_000)
    expect(txnPopupDismissMs(10)).toBe(5_000)
    expect(txnPopupDismissMs(1)).toBe(25_000)
    expect(txnPopupDismissMs(undefined)).toBe(25_000)
  })
})
