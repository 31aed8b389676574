import { CurrencyAmount, Token } from '@uniswap/sdk-core'
import type { Pair } from '@uniswap/v2-sdk'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { BALANCE_READ_GAS_REQUIRED, useMultipleContractSingleData } from '../../../lib/multicall'
import { useSavedPairs } from '../../settings'
import { useAllTokens } from '../../tokens'
import { v2PairAbi } from '../abi'
import { trackedPairs } from '../logic/trackedPairs'
import { type PairKey, usePairs, v2PairAddress } from './usePairs'

export interface V2Position {
  pair: Pair
  balance: CurrencyAmount<Token>
}

/**
 * The account's v2 positions: the liquidity token balance of every tracked pair (list tokens with the
 * bases, and the saved pairs) read in one batched multicall, then the reserves of those it holds.
 */
export function useV2Positions(
  chainId: number,
  account: Address | undefined,
): { loading: boolean; positions: V2Position[] } {
  const tokens = useAllTokens(chainId)
  const saved = useSavedPairs(chainId)
  const tracked = useMemo(() => trackedPairs(chainId, tokens, saved), [chainId, tokens, saved])
  const liquidityTokens = useMemo(
    () =>
      tracked.map(([a, b]) => {
        const address = v2PairAddress(chainId, a, b)
        return address ? new Token(chainId, address, 18, 'UNI-V2', 'Uniswap V2') : undefined
      }),
    [tracked, chainId],
  )
  const addresses = useMemo(
    () => (account ? liquidityTokens.map((token) => token?.address as Address | undefined) : []),
    [liquidityTokens, account],
  )
  const balances = useMultipleContractSingleData(
    chainId,
    addresses,
    v2PairAbi,
    'balanceOf',
    account ? [account] : undefined,
    BALANCE_READ_GAS_REQUIRED,
  )
  const balancesLoading = balances.some((balance) => balance.loading)
  const held = useMemo(() => {
    const found: { key: PairKey; balance: CurrencyAmount<Token> }[] = []
    balances.forEach((result, index) => {
      const token = liquidityTokens[index]
      const pair = tracked[index]
      if (!token || !pair || result.result === undefined || result.result === 0n) return
      found.push({ key: pair, balance: CurrencyAmount.fromRawAmount(token, result.result.toString()) })
    })
    return found
  }, [balances, liquidityTokens, tracked])
  const keys = useMemo(() => held.map((entry) => entry.key), [held])
  const pairs = usePairs(chainId, keys)
  return useMemo(() => {
    const positions: V2Position[] = []
    pairs.forEach(([, pair], index) => {
      const entry = held[index]
      if (pair && entry) positions.push({ pair, balance: entry.balance })
    })
    return {
      loading: balancesLoading || pairs.some(([state]) => state === 'LOADING'),
      positions,
    }
  }, [pairs, held, balancesLoading])
}
