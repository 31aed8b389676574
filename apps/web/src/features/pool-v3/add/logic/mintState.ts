/** Which amount the user typed; the other follows from the price range (spec 3, Mint v3 state). */
export type Field = 'CURRENCY_A' | 'CURRENCY_B'

/** A range bound typed as a price, or `true` for the bound at the tick limit (Full Range sets both). */
export type RangeValue = string | true

export interface MintState {
  independentField: Field
  typedValue: string
  startPriceTypedValue: string
  leftRangeTypedValue: RangeValue
  rightRangeTypedValue: RangeValue
}

export const initialMintState: MintState = {
  independentField: 'CURRENCY_A',
  typedValue: '',
  startPriceTypedValue: '',
  leftRangeTypedValue: '',
  rightRangeTypedValue: '',
}

export type MintAction =
  | { type: 'typeInput'; field: Field; typedValue: string }
  | { type: 'typeStartPrice'; typedValue: string }
  | { type: 'typeLeftRange'; typedValue: RangeValue }
  | { type: 'typeRightRange'; typedValue: RangeValue }
  | { type: 'setFullRange' }
  | { type: 'reset' }

export function mintReducer(state: MintState, action: MintAction): MintState {
  switch (action.type) {
    case 'typeInput':
      return { ...state, independentField: action.field, typedValue: action.typedValue }
    case 'typeStartPrice':
      return { ...state, startPriceTypedValue: action.typedValue }
    case 'typeLeftRange':
      return { ...state, leftRangeTypedValue: action.typedValue }
    case 'typeRightRange':
      return { ...state, rightRangeTypedValue: action.typedValue }
    case 'setFullRange':
      return { ...state, leftRangeTypedValue: true, rightRangeTypedValue: true }
    case 'reset':
      return initialMintState
  }
}
