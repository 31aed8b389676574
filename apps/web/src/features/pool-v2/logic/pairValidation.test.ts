import { Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { PAIR_PROBLEM_TEXT, pairProblem } from './pairValidation'

const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH')
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const ARB_USDC = new Token(42161, '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', 6, 'USDC')
const factories = (chainId: number) =>
  chainId === 1 ? '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f' : undefined

describe('pairProblem', () => {
  it('accepts two different tokens of a chain with a v2 factory', () => {
    expect(pairProblem(1, WETH, USDC, factories)).toBeUndefined()
  })

  it('rejects tokens of different chains, equal tokens and a chain without a factory, in that order', () => {
    expect(pairProblem(1, WETH, ARB_USDC, factories)).toBe('CHAIN_IDS')
    expect(pairProblem(42161, ARB_USDC, ARB_USDC, factories)).toBe('EQUAL')
    expect(pairProblem(1, WETH, new Token(1, WETH.address.toLowerCase(), 18), factories)).toBe('EQUAL')
    expect(pairProblem(42161, ARB_USDC, new Token(42161, WETH.address, 18), factories)).toBe('NO_FACTORY')
  })

  it("says each in the spec's words", () => {
    expect(PAIR_PROBLEM_TEXT.CHAIN_IDS.message).toBe('Not matching chain IDs')
    expect(PAIR_PROBLEM_TEXT.EQUAL.message).toBe('Tokens cannot be equal')
    expect(PAIR_PROBLEM_TEXT.NO_FACTORY.message).toBe('No V2 factory address on this chain')
  })
})
