import { describe, expect, it } from 'vitest'
import { migrateUserState, USER_STATE_VERSION } from './migrate'
import { createInitialUserState } from './reducer'
import { UNI, USDC_ARB, WETH } from './testTokens'
import type { UserState } from './types'

const NOW = 1_700_000_000_000
const DEFAULTS = createInitialUserState(NOW)

const STORED_V2: UserState = {
  arbitrumAlphaAcknowledged: true,
  optimismAlphaAcknowledged: true,
  matchesDarkMode: true,
  userDarkMode: false,
  userExpertMode: true,
  userLocale: 'ja-JP',
  userClientSideRouter: true,
  userHideClosedPositions: true,
  userSlippageTolerance: 75,
  userDeadline: 900,
  tokens: { 1: { [UNI.address]: UNI }, 42161: { [USDC_ARB.address]: USDC_ARB } },
  pairs: { 1: { [`${UNI.address};${WETH.address}`]: { token0: UNI, token1: WETH } } },
  timestamp: 1_600_000_000_000,
  URLWarningVisible: false,
}

function migrateUser(user: Record<string, unknown>, version = USER_STATE_VERSION): UserState {
  return migrateUserState({ version, user }, NOW)
}

describe('migrateUserState', () => {
  it('starts at version 2', () => {
    expect(USER_STATE_VERSION).toBe(2)
  })

  it('keeps a valid current document unchanged', () => {
    expect(migrateUserState({ version: 2, user: STORED_V2, transactions: {}, lists: {} }, NOW)).toEqual(
      STORED_V2,
    )
  })

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a string', 'hello'],
    ['an array', [1, 2, 3]],
    ['an empty object', {}],
    ['a document whose user is garbage', { version: 2, user: 'nope' }],
    ['a document whose user is an array', { version: 2, user: [STORED_V2] }],
  ])('returns the defaults for %s', (_, stored) => {
    expect(migrateUserState(stored, NOW)).toEqual(DEFAULTS)
  })

  it('fills missing fields with defaults and keeps the present ones', () => {
    expect(migrateUser({ userExpertMode: true, userLocale: 'pt-BR' })).toEqual({
      ...DEFAULTS,
      userExpertMode: true,
      userLocale: 'pt-BR',
    })
  })

  it('resets fields of the wrong type', () => {
    const state = migrateUser({
      userDarkMode: 'yes',
      userExpertMode: 1,
      matchesDarkMode: null,
      URLWarningVisible: 'false',
      arbitrumAlphaAcknowledged: {},
      timestamp: 'yesterday',
      tokens: [UNI],
      pairs: 'none',
    })
    expect(state).toEqual(DEFAULTS)
  })

  it.each(['xx-XX', 'en', 'EN-us', 12, true])('drops the unknown locale %s', (userLocale) => {
    expect(migrateUser({ userLocale }).userLocale).toBeNull()
  })

  describe('slippage tolerance (version 2, basis points)', () => {
    it.each([
      [0, 0],
      [1, 1],
      [50, 50],
      [5000, 5000],
      ['auto', 'auto'],
      [5001, 'auto'],
      [-1, 'auto'],
      [1.5, 'auto'],
      [Number.NaN, 'auto'],
      ['50', 'auto'],
      [null, 'auto'],
      [undefined, 'auto'],
    ])('stored %s → %s', (userSlippageTolerance, expected) => {
      expect(migrateUser({ userSlippageTolerance }).userSlippageTolerance).toBe(expected)
    })
  })

  describe('slippage tolerance from version 1 (percent)', () => {
    it.each([
      [0.5, 50],
      [0.1, 10],
      [0.57, 57],
      [0, 0],
      [1, 100],
      [50, 5000],
      [50.01, 'auto'],
      [-0.1, 'auto'],
      [Number.POSITIVE_INFINITY, 'auto'],
      ['auto', 'auto'],
      ['0.5', 'auto'],
      [undefined, 'auto'],
    ])('stored %s%% → %s', (userSlippageTolerance, expected) => {
      expect(migrateUser({ userSlippageTolerance }, 1).userSlippageTolerance).toBe(expected)
    })

    it('keeps the other settings of a version-1 document', () => {
      const state = migrateUserState({ version: 1, user: { ...STORED_V2, userSlippageTolerance: 0.75 } }, NOW)
      expect(state).toEqual({ ...STORED_V2, userSlippageTolerance: 75 })
    })

    it('treats a document without a version as current, never multiplying the slippage by 100', () => {
      expect(migrateUserState({ user: { userSlippageTolerance: 50 } }, NOW).userSlippageTolerance).toBe(50)
      expect(migrateUserState({ user: { userSlippageTolerance: 0.5 } }, NOW).userSlippageTolerance).toBe(
        'auto',
      )
    })
  })

  it.each([
    [60, 60],
    [1800, 1800],
    [10_800, 10_800],
    [59, 1800],
    [10_801, 1800],
    [0, 1800],
    [-60, 1800],
    [600.5, 1800],
    ['600', 1800],
    [undefined, 1800],
  ])('deadline %s → %s', (userDeadline, expected) => {
    expect(migrateUser({ userDeadline }).userDeadline).toBe(expected)
  })

  it('drops invalid tokens and keeps the valid ones', () => {
    const state = migrateUser({
      tokens: {
        1: {
          [UNI.address]: UNI,
          '0xbad': { chainId: 1, address: '0xbad', decimals: 18 },
          bad_checksum: { chainId: 1, address: '0x1f9840a85d5af5bf1d1762f925bdaddc4201F984', decimals: 18 },
          [WETH.address]: { ...WETH, decimals: 18.5 },
          negative: { ...WETH, decimals: -1 },
          missing: { chainId: 1, address: WETH.address },
          elsewhere: USDC_ARB,
          notAnObject: 7,
        },
        42161: { [USDC_ARB.address]: USDC_ARB },
        5: 'garbage',
        10: { x: null },
      },
    })
    expect(state.tokens).toEqual({ 1: { [UNI.address]: UNI }, 42161: { [USDC_ARB.address]: USDC_ARB } })
  })

  it('keeps a token whose optional name is invalid, without the name', () => {
    const state = migrateUser({
      tokens: { 1: { [WETH.address]: { ...WETH, symbol: 42, name: 'Wrapped Ether' } } },
    })
    expect(state.tokens).toEqual({ 1: { [WETH.address]: { ...WETH, name: 'Wrapped Ether' } } })
  })

  it('drops invalid pairs and keeps the valid ones', () => {
    const validKey = `${UNI.address};${WETH.address}`
    const state = migrateUser({
      pairs: {
        1: {
          [validKey]: { token0: UNI, token1: WETH },
          badToken: { token0: UNI, token1: { ...WETH, address: '0x123' } },
          crossChain: { token0: UNI, token1: USDC_ARB },
          missing: { token0: UNI },
          notAnObject: 'pair',
        },
        42161: { wrongChain: { token0: UNI, token1: WETH } },
      },
    })
    expect(state.pairs).toEqual({ 1: { [validKey]: { token0: UNI, token1: WETH } } })
  })

  it('uses the current time when no timestamp was stored', () => {
    expect(migrateUser({}).timestamp).toBe(NOW)
    expect(migrateUser({ timestamp: 123 }).timestamp).toBe(123)
  })

  it('survives a JSON round trip of its own output', () => {
    const state = migrateUserState({ version: 2, user: STORED_V2 }, NOW)
    expect(
      migrateUserState(JSON.parse(JSON.stringify({ version: USER_STATE_VERSION, user: state })), NOW),
    ).toEqual(state)
  })
})
