export { CurrencyLogo } from './components/CurrencyLogo'
export { CurrencySearchModal } from './components/CurrencySearchModal'
export { TokenWarningModal } from './components/TokenWarningModal'
export { formatBalance } from './format'
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
