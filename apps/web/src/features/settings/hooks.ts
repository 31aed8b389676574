import type { Percent } from '@uniswap/sdk-core'
import { useAppSelector } from '../../core/store'
import { isL2 } from '../../lib/chains'
import { transactionDeadline } from './logic/deadline'
import { userSlippageToleranceOr } from './logic/slippage'
import {
  selectArbitrumAlphaAcknowledged,
  selectClientSideRouter,
  selectDarkMode,
  selectExpertMode,
  selectHideClosedPositions,
  selectOptimismAlphaAcknowledged,
  selectSavedPairs,
  selectSavedTokens,
  selectSlippageSetting,
  selectUserDeadline,
  selectUserLocale,
} from './selectors'

/** The slippage a screen uses: the user's tolerance, or on 'Auto' the screen's default (or auto rule). */
export function useSlippage(screenDefault: Percent): Percent {
  return userSlippageToleranceOr(useAppSelector(selectSlippageSetting), screenDefault)
}

/**
 * The slippage setting itself (basis points or 'auto'), for a screen whose default depends on what it
 * derives (a v3 position in or out of range) or that checks the value itself.
 */
export function useSlippageSetting(): number | 'auto' {
  return useAppSelector(selectSlippageSetting)
}

/**
 * The deadline of a transaction sent now on a chain, in Unix seconds: the latest block's time plus the
 * user's deadline (300 s on layer 2); undefined until a block time is known (transactionDeadline).
 */
export function useDeadline(chainId: number): bigint | undefined {
  const userDeadline = useAppSelector(selectUserDeadline)
  const blockTimestamp = useAppSelector((state) => state.application.blockTimestamp[chainId])
  return transactionDeadline(blockTimestamp, userDeadline, isL2(chainId))
}

export const useExpertMode = (): boolean => useAppSelector(selectExpertMode)

/** Routing preference: true when the Auto Router is off (trades are routed in the browser). */
export const useClientSideRouter = (): boolean => useAppSelector(selectClientSideRouter)

export const useHideClosedPositions = (): boolean => useAppSelector(selectHideClosedPositions)

export const useDarkMode = (): boolean => useAppSelector(selectDarkMode)

export const useUserLocale = () => useAppSelector(selectUserLocale)

export const useArbitrumAlphaAcknowledged = (): boolean => useAppSelector(selectArbitrumAlphaAcknowledged)

export const useOptimismAlphaAcknowledged = (): boolean => useAppSelector(selectOptimismAlphaAcknowledged)

/** Tokens the user added (imported) on a chain, by address. */
export const useSavedTokens = (chainId: number) =>
  useAppSelector((state) => selectSavedTokens(state, chainId))

/** Pairs the user added on a chain. */
export const useSavedPairs = (chainId: number) => useAppSelector((state) => selectSavedPairs(state, chainId))
