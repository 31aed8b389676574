export {
  STAKING_REWARDS_INFO,
  toSdkToken,
  UNI_DECIMALS,
  UNI_SYMBOL,
  USD_STABLECOIN,
} from './constants'
export { decimalAmount, formatAmount, formatSignificant } from './format'
export {
  type StakingInfo,
  useStakingInfos,
  useTotalUniEarned,
  useUniBalance,
  useUniPriceInUsd,
  useWethToUsd,
} from './hooks'
export { MiningDetailPage, MiningListPage } from './pages'
export { AttemptingView, SubmittedView } from './TxViews'
export { calculateGasMargin, contractWriteRequest, isUserRejection, useContractWrite } from './write'
