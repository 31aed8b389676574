import { lazy } from 'react'

export { CurrencyLogo } from './components/CurrencyLogo'
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

/** The token picker, loaded when it is first opened (render it only while open, inside Suspense). */
export const CurrencySearchModal = lazy(() =>
  import('./components/CurrencySearchModal').then((module) => ({ default: module.CurrencySearchModal })),
)
