import { describe, expect, it } from 'vitest'
import {
  initialSwapState,
  queryParametersToSwapState,
  replaceSwapState,
  type SwapState,
  selectCurrency,
  swapReducer,
  switchCurrencies,
  typeInput,
} from '.'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

describe('queryParametersToSwapState', () => {
  it('defaults the input to ETH when neither currency is given', () => {
    expect(queryParametersToSwapState('')).toEqual({
      INPUT: { currencyId: 'ETH' },
      OUTPUT: { currencyId: null },
      typedValue: '',
      independentField: 'INPUT',
      recipient: null,
    })
    expect(queryParametersToSwapState(`?outputCurrency=${USDC}`).INPUT.currencyId).toBeNull()
  })

  it('clears the output when both currencies are the same', () => {
    const state = queryParametersToSwapState(`?inputCurrency=${USDC}&outputCurrency=${USDC.toLowerCase()}`)
    expect(state.INPUT.currencyId).toBe(USDC)
    expect(state.OUTPUT.currencyId).toBeNull()
  })

  it('reads eth in any case, ignores invalid currencies, and empties non-numeric amounts', () => {
    const state = queryParametersToSwapState(`?inputCurrency=eth&outputCurrency=0x123&exactAmount=abc`)
    expect(state.INPUT.currencyId).toBe('ETH')
    expect(state.OUTPUT.currencyId).toBeNull()
    expect(state.typedValue).toBe('')
    expect(queryParametersToSwapState('?exactAmount=1.5').typedValue).toBe('1.5')
    expect(queryParametersToSwapState('?exactAmount=.5').typedValue).toBe('.5')
  })

  it('reads exactField in any case', () => {
    expect(queryParametersToSwapState('?exactField=OUTPUT').independentField).toBe('OUTPUT')
    expect(queryParametersToSwapState('?exactField=Output').independentField).toBe('OUTPUT')
    expect(queryParametersToSwapState('?exactField=input').independentField).toBe('INPUT')
    expect(queryParametersToSwapState('?exactField=sideways').independentField).toBe('INPUT')
  })

  it('in expert mode, keeps a recipient only if it is an address, an ENS-like name or a domain-like string', () => {
    const expert = (search: string) => queryParametersToSwapState(search, { recipientAllowed: true })
    expect(expert(`?recipient=${DAI}`).recipient).toBe(DAI)
    expect(expert('?recipient=alice.eth').recipient).toBe('alice.eth')
    expect(expert('?recipient=example.com').recipient).toBe('example.com')
    expect(expert('?recipient=not%20an%20address').recipient).toBeNull()
    expect(expert('?recipient=0x1234').recipient).toBeNull()
  })

  it("outside expert mode, ignores a link's recipient: the output goes to the account", () => {
    const link = `?outputCurrency=${DAI}&exactAmount=5&recipient=${USDC}`
    expect(queryParametersToSwapState(link).recipient).toBeNull()
    expect(queryParametersToSwapState(link, { recipientAllowed: false }).recipient).toBeNull()
    expect(queryParametersToSwapState(link).typedValue).toBe('5')
  })
})

describe('swapReducer', () => {
  const start: SwapState = { ...initialSwapState, INPUT: { currencyId: 'ETH' }, OUTPUT: { currencyId: USDC } }

  it("swaps the sides and flips the field when the other side's currency is chosen", () => {
    const state = swapReducer(start, selectCurrency({ field: 'OUTPUT', currencyId: 'ETH' }))
    expect(state.INPUT.currencyId).toBe(USDC)
    expect(state.OUTPUT.currencyId).toBe('ETH')
    expect(state.independentField).toBe('OUTPUT')
  })

  it('replaces one side otherwise', () => {
    const state = swapReducer(start, selectCurrency({ field: 'OUTPUT', currencyId: DAI }))
    expect(state.OUTPUT.currencyId).toBe(DAI)
    expect(state.INPUT.currencyId).toBe('ETH')
    expect(state.independentField).toBe('INPUT')
  })

  it('switches currencies and flips the independent field with the arrow', () => {
    const typed = swapReducer(start, typeInput({ field: 'INPUT', typedValue: '1' }))
    const state = swapReducer(typed, switchCurrencies())
    expect(state.INPUT.currencyId).toBe(USDC)
    expect(state.OUTPUT.currencyId).toBe('ETH')
    expect(state.independentField).toBe('OUTPUT')
    expect(state.typedValue).toBe('1')
  })

  it('typing sets the field and the value; a URL replaces the state', () => {
    const state = swapReducer(start, typeInput({ field: 'OUTPUT', typedValue: '0.0' }))
    expect(state.independentField).toBe('OUTPUT')
    expect(state.typedValue).toBe('0.0')
    expect(swapReducer(state, replaceSwapState(initialSwapState))).toEqual(initialSwapState)
  })
})
