import { describe, expect, it } from 'vitest'
import { firstRouteState } from './firstRouteState'

/** The swap state of a link that names nothing. */
const initialSwapState = {
  independentField: 'INPUT',
  typedValue: '',
  INPUT: { currencyId: null },
  OUTPUT: { currencyId: null },
  recipient: null,
}

describe('firstRouteState', () => {
  it("seeds the swap page with its link's currencies and amount", () => {
    const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    expect(firstRouteState(`/swap?outputCurrency=${usdc}&exactAmount=2.5&exactField=output`)).toEqual({
      swap: {
        ...initialSwapState,
        INPUT: { currencyId: null },
        OUTPUT: { currencyId: usdc },
        typedValue: '2.5',
        independentField: 'OUTPUT',
      },
    })
  })

  it('gives /swap without a query the native coin as input, also with a trailing slash', () => {
    for (const path of ['/swap', '/swap/'])
      expect(firstRouteState(path).swap).toEqual({ ...initialSwapState, INPUT: { currencyId: 'ETH' } })
  })

  it('seeds nothing for another page', () => {
    for (const path of ['/pool', '/swapper', '/add/ETH/USDC', '/vote?exactAmount=1'])
      expect(firstRouteState(path)).toEqual({})
  })
})
