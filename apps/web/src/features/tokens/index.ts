export { CurrencyLogo } from './components/CurrencyLogo'
export {
  CurrencyPanelSelect,
  CurrencySearchModal,
  CurrencySelect,
  type CurrencySelectProps,
} from './components/CurrencySelect'
export { TokenWarningModal } from './components/TokenWarningModal'
export { UnsupportedTokenNotice } from './components/UnsupportedTokenNotice'
export { formatAmount, formatBalance, formatEthBalance } from './format'
export {
  currencyId,
  NATIVE_CURRENCY_ID,
  nativeOnChain,
  useAllTokens,
  useCurrency,
  useIsTokenActive,
  useIsUnsupportedCurrency,
  useIsUserAddedToken,
  useNativeBalance,
  useToken,
  useTokenBalances,
  useUnsupportedTokens,
  useUserAddedTokens,
} from './hooks'
export {
  blocksSwapInto,
  SAFETY_BLOCK_RANGE,
  type TokenSafety,
  TokenSafetyNotice,
  type TokenTax,
  tokenTax,
  useTokenSafety,
} from './safety'
