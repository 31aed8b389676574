import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  addSerializedPair,
  addSerializedToken,
  createInitialUserState,
  isDarkMode,
  removeSerializedPair,
  removeSerializedToken,
  toggleURLWarning,
  updateArbitrumAlphaAcknowledged,
  updateHideClosedPositions,
  updateMatchesDarkMode,
  updateOptimismAlphaAcknowledged,
  updateUserClientSideRouter,
  updateUserDarkMode,
  updateUserDeadline,
  updateUserExpertMode,
  updateUserLocale,
  updateUserSlippageTolerance,
  userReducer,
} from './reducer'
import { UNI, USDC_ARB, WETH } from './testTokens'
import type { UserState } from './types'

const START = 1_000
const LATER = 5_000
type Action = Parameters<typeof userReducer>[1]

function start(): UserState {
  return createInitialUserState(START)
}

function reduce(state: UserState, ...actions: Action[]): UserState {
  return actions.reduce(userReducer, state)
}

describe('user settings reducer', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(LATER)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts from the defaults, stamped with the current time', () => {
    expect(userReducer(undefined, { type: 'unknown' })).toEqual({
      arbitrumAlphaAcknowledged: false,
      optimismAlphaAcknowledged: false,
      matchesDarkMode: false,
      userDarkMode: null,
      userExpertMode: false,
      userLocale: null,
      userClientSideRouter: false,
      userHideClosedPositions: false,
      userSlippageTolerance: 'auto',
      userDeadline: 1800,
      tokens: {},
      pairs: {},
      timestamp: LATER,
      URLWarningVisible: true,
    })
  })

  // Each simple action, made inside the test so that it is stamped by the fake clock;
  // the field it sets and the value expected afterwards.
  it.each<[string, () => Action, keyof UserState, unknown]>([
    ['updateUserDarkMode', () => updateUserDarkMode({ userDarkMode: true }), 'userDarkMode', true],
    [
      'updateMatchesDarkMode',
      () => updateMatchesDarkMode({ matchesDarkMode: true }),
      'matchesDarkMode',
      true,
    ],
    ['updateUserExpertMode', () => updateUserExpertMode({ userExpertMode: true }), 'userExpertMode', true],
    ['updateUserLocale', () => updateUserLocale({ userLocale: 'de-DE' }), 'userLocale', 'de-DE'],
    [
      'updateUserClientSideRouter',
      () => updateUserClientSideRouter({ userClientSideRouter: true }),
      'userClientSideRouter',
      true,
    ],
    [
      'updateHideClosedPositions',
      () => updateHideClosedPositions({ userHideClosedPositions: true }),
      'userHideClosedPositions',
      true,
    ],
    [
      'updateUserSlippageTolerance',
      () => updateUserSlippageTolerance({ userSlippageTolerance: 50 }),
      'userSlippageTolerance',
      50,
    ],
    ['updateUserDeadline', () => updateUserDeadline({ userDeadline: 600 }), 'userDeadline', 600],
    [
      'updateArbitrumAlphaAcknowledged',
      () => updateArbitrumAlphaAcknowledged({ arbitrumAlphaAcknowledged: true }),
      'arbitrumAlphaAcknowledged',
      true,
    ],
    [
      'updateOptimismAlphaAcknowledged',
      () => updateOptimismAlphaAcknowledged({ optimismAlphaAcknowledged: true }),
      'optimismAlphaAcknowledged',
      true,
    ],
    ['toggleURLWarning', () => toggleURLWarning(), 'URLWarningVisible', false],
  ])('%s sets its field and the timestamp', (_, makeAction, field, expected) => {
    const before = start()
    const after = reduce(before, makeAction())
    expect(after[field]).toEqual(expected)
    expect(after.timestamp).toBe(LATER)
    expect({ ...after, [field]: before[field], timestamp: START }).toEqual(before)
  })

  it('sets dark mode back to following the system, and the locale back to the browser’s', () => {
    const state = reduce(
      start(),
      updateUserDarkMode({ userDarkMode: false }),
      updateUserDarkMode({ userDarkMode: null }),
      updateUserLocale({ userLocale: 'fr-FR' }),
      updateUserLocale({ userLocale: null }),
    )
    expect(state.userDarkMode).toBeNull()
    expect(state.userLocale).toBeNull()
  })

  it('toggles the URL warning back and forth', () => {
    expect(reduce(start(), toggleURLWarning(), toggleURLWarning()).URLWarningVisible).toBe(true)
  })

  it('sets slippage back to auto and accepts both ends of the range', () => {
    expect(
      reduce(start(), updateUserSlippageTolerance({ userSlippageTolerance: 0 })).userSlippageTolerance,
    ).toBe(0)
    expect(
      reduce(start(), updateUserSlippageTolerance({ userSlippageTolerance: 5000 })).userSlippageTolerance,
    ).toBe(5000)
    const state = reduce(
      start(),
      updateUserSlippageTolerance({ userSlippageTolerance: 100 }),
      updateUserSlippageTolerance({ userSlippageTolerance: 'auto' }),
    )
    expect(state.userSlippageTolerance).toBe('auto')
  })

  it.each([5001, -1, 1.5, Number.NaN])('ignores slippage %s', (userSlippageTolerance) => {
    const state = reduce(
      start(),
      updateUserSlippageTolerance({ userSlippageTolerance: 30 }),
      updateUserSlippageTolerance({ userSlippageTolerance }),
    )
    expect(state.userSlippageTolerance).toBe(30)
  })

  it.each([59, 10_801, 90.5, 0])('ignores deadline %s', (userDeadline) => {
    expect(reduce(start(), updateUserDeadline({ userDeadline })).userDeadline).toBe(1800)
  })

  describe('tokens', () => {
    it('adds tokens by chain and address', () => {
      const state = reduce(
        start(),
        addSerializedToken({ serializedToken: UNI }),
        addSerializedToken({ serializedToken: WETH }),
        addSerializedToken({ serializedToken: USDC_ARB }),
      )
      expect(state.tokens).toEqual({
        1: { [UNI.address]: UNI, [WETH.address]: WETH },
        42161: { [USDC_ARB.address]: USDC_ARB },
      })
      expect(state.timestamp).toBe(LATER)
    })

    it('replaces a token added again', () => {
      const renamed = { ...UNI, symbol: 'UNI2' }
      const state = reduce(
        start(),
        addSerializedToken({ serializedToken: UNI }),
        addSerializedToken({ serializedToken: renamed }),
      )
      expect(state.tokens[1]).toEqual({ [UNI.address]: renamed })
    })

    it('refuses a token that would not survive the next load', () => {
      const state = reduce(
        start(),
        addSerializedToken({ serializedToken: { ...UNI, address: '0x1234' } }),
        addSerializedToken({ serializedToken: { ...WETH, decimals: 1.5 } }),
      )
      expect(state.tokens).toEqual({})
    })

    it('removes only the given token', () => {
      const state = reduce(
        start(),
        addSerializedToken({ serializedToken: UNI }),
        addSerializedToken({ serializedToken: WETH }),
        removeSerializedToken({ chainId: 1, address: UNI.address }),
        removeSerializedToken({ chainId: 5, address: WETH.address }),
      )
      expect(state.tokens).toEqual({ 1: { [WETH.address]: WETH } })
    })
  })

  describe('pairs', () => {
    const key = `${UNI.address};${WETH.address}`

    it('adds a pair under its chain and its addresses joined by ";"', () => {
      const state = reduce(start(), addSerializedPair({ serializedPair: { token0: UNI, token1: WETH } }))
      expect(state.pairs).toEqual({ 1: { [key]: { token0: UNI, token1: WETH } } })
      expect(state.timestamp).toBe(LATER)
    })

    it('refuses a pair across chains', () => {
      const state = reduce(start(), addSerializedPair({ serializedPair: { token0: UNI, token1: USDC_ARB } }))
      expect(state.pairs).toEqual({})
    })

    it.each([
      ['in the order added', UNI.address, WETH.address],
      ['in the reverse order', WETH.address, UNI.address],
    ])('removes a pair given %s', (_, tokenAAddress, tokenBAddress) => {
      const state = reduce(
        start(),
        addSerializedPair({ serializedPair: { token0: UNI, token1: WETH } }),
        removeSerializedPair({ chainId: 1, tokenAAddress, tokenBAddress }),
      )
      expect(state.pairs[1]).toEqual({})
    })
  })
})

describe('isDarkMode', () => {
  it.each([
    [null, false, false],
    [null, true, true],
    [true, false, true],
    [false, true, false],
  ])('user choice %s with system dark %s → %s', (userDarkMode, matchesDarkMode, expected) => {
    expect(isDarkMode({ userDarkMode, matchesDarkMode })).toBe(expected)
  })
})
