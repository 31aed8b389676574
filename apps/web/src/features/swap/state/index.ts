export {
  type Field,
  initialSwapState,
  replaceSwapState,
  type SwapState,
  sameSwapState,
  selectCurrency,
  setRecipient,
  swapReducer,
  switchCurrencies,
  typeInput,
} from './reducer'
export { parseCurrencyFromUrl, queryParametersToSwapState, validatedRecipient } from './url'
