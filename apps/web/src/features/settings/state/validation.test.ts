import { describe, expect, it } from 'vitest'
import {
  DEFAULT_DEADLINE_FROM_NOW,
  isValidDeadline,
  isValidSlippageTolerance,
  pairKey,
  parseSerializedPair,
  parseSerializedToken,
} from './validation'

const UNI = { chainId: 1, address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', decimals: 18 }

describe('validation', () => {
  it.each([
    [0, true],
    [5000, true],
    ['auto', true],
    [5001, false],
    [-1, false],
    [1.5, false],
    ['AUTO', false],
  ])('slippage %s valid: %s', (value, expected) => {
    expect(isValidSlippageTolerance(value)).toBe(expected)
  })

  it.each([
    [59, false],
    [60, true],
    [DEFAULT_DEADLINE_FROM_NOW, true],
    [10_800, true],
    [10_801, false],
    [60.5, false],
  ])('deadline %s valid: %s', (value, expected) => {
    expect(isValidDeadline(value)).toBe(expected)
  })

  it('joins pair addresses with ";"', () => {
    expect(pairKey('0xa', '0xb')).toBe('0xa;0xb')
  })

  it.each([
    ['a valid token', UNI, UNI],
    [
      'a lowercase address',
      { ...UNI, address: UNI.address.toLowerCase() },
      { ...UNI, address: UNI.address.toLowerCase() },
    ],
    ['decimals 0', { ...UNI, decimals: 0 }, { ...UNI, decimals: 0 }],
    ['decimals 256', { ...UNI, decimals: 256 }, undefined],
    ['chain id 0', { ...UNI, chainId: 0 }, undefined],
    ['chain id as string', { ...UNI, chainId: '1' }, undefined],
    ['no address', { chainId: 1, decimals: 18 }, undefined],
    ['null', null, undefined],
  ])('parses %s', (_, value, expected) => {
    expect(parseSerializedToken(value)).toEqual(expected)
  })

  it('parses a pair only when both tokens are valid and on one chain', () => {
    const WETH = { chainId: 1, address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', decimals: 18 }
    expect(parseSerializedPair({ token0: UNI, token1: WETH })).toEqual({ token0: UNI, token1: WETH })
    expect(parseSerializedPair({ token0: UNI, token1: { ...WETH, chainId: 10 } })).toBeUndefined()
    expect(parseSerializedPair({ token0: UNI })).toBeUndefined()
  })
})
