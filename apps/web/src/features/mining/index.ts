export {
  STAKING_REWARDS_INFO,
  toSdkToken,
  UNI_DECIMALS,
  UNI_SYMBOL,
  USD_STABLECOIN,
} from './constants'
export {
  type StakingInfo,
  useStakingInfos,
  useTotalUniEarned,
  useUniBalance,
  useUniPriceInUsd,
  useWethToUsd,
} from './hooks'
export { MiningDetailPage, MiningListPage } from './pages'
