import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export type Field = 'INPUT' | 'OUTPUT'

export interface SwapState {
  readonly independentField: Field
  readonly typedValue: string
  readonly INPUT: { readonly currencyId: string | null }
  readonly OUTPUT: { readonly currencyId: string | null }
  /** The address or name the output goes to; null: the connected account. */
  readonly recipient: string | null
}

export const initialSwapState: SwapState = {
  independentField: 'INPUT',
  typedValue: '',
  INPUT: { currencyId: null },
  OUTPUT: { currencyId: null },
  recipient: null,
}

/** Whether two swap states are the same (the URL's and the store's, say). */
export function sameSwapState(a: SwapState, b: SwapState): boolean {
  return (
    a.independentField === b.independentField &&
    a.typedValue === b.typedValue &&
    a.INPUT.currencyId === b.INPUT.currencyId &&
    a.OUTPUT.currencyId === b.OUTPUT.currencyId &&
    a.recipient === b.recipient
  )
}

const other = (field: Field): Field => (field === 'INPUT' ? 'OUTPUT' : 'INPUT')
const sameCurrency = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.toLowerCase() === b.toLowerCase()

const swapSlice = createSlice({
  name: 'swap',
  initialState: initialSwapState,
  reducers: {
    /** The state a URL describes (see queryParametersToSwapState), replacing what was there. */
    replaceSwapState(_state, { payload }: PayloadAction<SwapState>) {
      return payload
    },
    /** Choosing the other side's currency swaps the sides and flips the independent field. */
    selectCurrency(
      state,
      { payload: { field, currencyId } }: PayloadAction<{ field: Field; currencyId: string }>,
    ) {
      const otherField = other(field)
      if (sameCurrency(currencyId, state[otherField].currencyId)) {
        state.independentField = other(state.independentField)
        state[otherField] = { currencyId: state[field].currencyId }
        state[field] = { currencyId }
      } else state[field] = { currencyId }
    },
    /** The arrow between the panels: swaps the currencies and flips the independent field. */
    switchCurrencies(state) {
      const input = state.INPUT
      state.INPUT = state.OUTPUT
      state.OUTPUT = input
      state.independentField = other(state.independentField)
    },
    typeInput(
      state,
      { payload: { field, typedValue } }: PayloadAction<{ field: Field; typedValue: string }>,
    ) {
      state.independentField = field
      state.typedValue = typedValue
    },
    setRecipient(state, { payload: { recipient } }: PayloadAction<{ recipient: string | null }>) {
      state.recipient = recipient
    },
  },
})

export const { replaceSwapState, selectCurrency, switchCurrencies, typeInput, setRecipient } =
  swapSlice.actions
export const swapReducer = swapSlice.reducer

declare module '../../../core/store' {
  interface RootState {
    swap: SwapState
  }
}
