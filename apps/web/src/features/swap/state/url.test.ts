import fc from 'fast-check'
import { isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { queryParametersToSwapState } from './url'

const KEYS = ['inputCurrency', 'outputCurrency', 'exactAmount', 'exactField', 'recipient', 'other']

describe('queryParametersToSwapState on random links', () => {
  it('never throws and gives only values of the app types', () => {
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'ETH',
        '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        '1e60',
        `1${'0'.repeat(80)}`,
        '%E0%A4%A',
      ),
    )
    const query = fc.array(fc.tuple(fc.constantFrom(...KEYS), value), { maxLength: 8 })
    fc.assert(
      fc.property(query, fc.string(), (pairs, garbage) => {
        const search = `?${new URLSearchParams(pairs).toString()}&${garbage}`
        const state = queryParametersToSwapState(search)
        for (const id of [state.INPUT.currencyId, state.OUTPUT.currencyId]) {
          if (id !== null) expect(id === 'ETH' || isAddress(id, { strict: false })).toBe(true)
        }
        expect(state.typedValue === '' || /^\d*\.?\d*$/.test(state.typedValue)).toBe(true)
        expect(['INPUT', 'OUTPUT']).toContain(state.independentField)
      }),
    )
  })
})
