import type { Token } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { useAllTokens, useCurrency } from '../../tokens'
import { queryParametersToSwapState } from '../state'

/** Tokens a link put on the swap that no active list or user import vouches for. */
export function useUrlTokensToImport(chainId: number): Token[] {
  const { search } = useLocation()
  const fromUrl = useMemo(() => queryParametersToSwapState(search), [search])
  const input = useCurrency(fromUrl.INPUT.currencyId, chainId)
  const output = useCurrency(fromUrl.OUTPUT.currencyId, chainId)
  const allTokens = useAllTokens(chainId)
  return useMemo(
    () =>
      [input, output].filter(
        (currency): currency is Token => !!currency && !currency.isNative && !allTokens[currency.address],
      ),
    [input, output, allTokens],
  )
}
