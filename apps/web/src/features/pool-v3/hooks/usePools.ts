import { useQueryClient } from '@tanstack/react-query'
import type { Currency, Token } from '@uniswap/sdk-core'
import type { FeeAmount, Pool } from '@uniswap/v3-sdk'
import { useEffect, useMemo } from 'react'
import { v3PoolAddressOn } from '../../../core/poolAddresses'
import { useMultipleContractSingleData } from '../../../lib/multicall'
import { feeTierDistributionQuery } from '../graph/hooks'
import { pairAtIds, poolAddressesAtIds, v3PoolStateAbi } from './poolAtIds'
import { poolFromState } from './poolFromState'

export { v3PoolStateAbi }

/**
 * What is known of a pool: LOADING while its reads run, NOT_EXISTS when it has no code or was never
 * initialized (price 0), EXISTS with the SDK pool, INVALID for a pair that cannot have a pool (a missing or
 * identical token, an unknown chain).
 */
export type PoolState = 'LOADING' | 'NOT_EXISTS' | 'EXISTS' | 'INVALID'

export type PoolKey = readonly [Currency | undefined, Currency | undefined, FeeAmount | undefined]

/** The tokens of a pool key in the pool's order, or undefined when the key cannot have a pool. */
function sortedTokens([currencyA, currencyB, fee]: PoolKey): [Token, Token, FeeAmount] | undefined {
  if (!currencyA || !currencyB || fee === undefined) return undefined
  const tokenA = currencyA.wrapped
  const tokenB = currencyB.wrapped
  if (tokenA.chainId !== tokenB.chainId || tokenA.equals(tokenB)) return undefined
  return tokenA.sortsBefore(tokenB) ? [tokenA, tokenB, fee] : [tokenB, tokenA, fee]
}

/**
 * The v3 pools of several (currency, currency, fee) keys on one chain, from the chain each block: slot0
 * and liquidity of each pool at its CREATE2 address. One [state, pool] per key, in order.
 */
export function usePools(chainId: number, keys: readonly PoolKey[]): [PoolState, Pool | null][] {
  const sorted = useMemo(() => keys.map(sortedTokens), [keys])
  const addresses = useMemo(
    () =>
      sorted.map((tokens) =>
        tokens && tokens[0].chainId === chainId
          ? v3PoolAddressOn(chainId, tokens[0].address, tokens[1].address, tokens[2])
          : undefined,
      ),
    [sorted, chainId],
  )
  const slot0s = useMultipleContractSingleData(chainId, addresses, v3PoolStateAbi, 'slot0')
  const liquidities = useMultipleContractSingleData(chainId, addresses, v3PoolStateAbi, 'liquidity')

  return useMemo(
    () =>
      sorted.map((tokens, index): [PoolState, Pool | null] => {
        const slot0 = slot0s[index]
        const liquidity = liquidities[index]
        if (!tokens || !slot0 || !liquidity || !slot0.valid) return ['INVALID', null]
        if (slot0.loading || liquidity.loading) return ['LOADING', null]
        if (slot0.error || liquidity.error || !slot0.result || liquidity.result === undefined)
          return ['NOT_EXISTS', null]
        const [sqrtPriceX96, tick] = slot0.result
        if (sqrtPriceX96 === 0n) return ['NOT_EXISTS', null]
        const pool = poolFromState(tokens, {
          sqrtPriceX96,
          liquidity: liquidity.result,
          tick,
        })
        return pool ? ['EXISTS', pool] : ['NOT_EXISTS', null]
      }),
    [sorted, slot0s, liquidities],
  )
}

/** One pool: see usePools. */
export function usePool(
  chainId: number,
  currencyA: Currency | undefined,
  currencyB: Currency | undefined,
  fee: FeeAmount | undefined,
): [PoolState, Pool | null] {
  const keys = useMemo<PoolKey[]>(() => [[currencyA, currencyB, fee]], [currencyA, currencyB, fee])
  return usePools(chainId, keys)[0] ?? ['INVALID', null]
}

/**
 * Starts reading what the add page needs from the route's ids alone, before its currencies are known. A
 * token on no loaded list is first read from the chain, and the page's hooks, which need the tokens,
 * would ask only after that round trip. The pools' addresses and the fee tiers' distribution need only
 * the token addresses, so they go out with the token's reads: the pool of the route's tier (of every
 * tier when the route names none, as the tier is then picked from the distribution). The page's hooks
 * then find them answered: the calls and queries are the same, and each is kept once.
 */
export function usePoolReadsAtIds(
  chainId: number,
  currencyIdA: string | undefined,
  currencyIdB: string | undefined,
  feeAmount: string | number | undefined,
): void {
  // Hashed once per set of ids, not on every render of the form (each keystroke re-renders it).
  const pair = useMemo(
    () => pairAtIds(chainId, currencyIdA, currencyIdB),
    [chainId, currencyIdA, currencyIdB],
  )
  const addresses = useMemo(
    () => poolAddressesAtIds(chainId, currencyIdA, currencyIdB, feeAmount),
    [chainId, currencyIdA, currencyIdB, feeAmount],
  )
  useMultipleContractSingleData(chainId, addresses, v3PoolStateAbi, 'slot0')
  useMultipleContractSingleData(chainId, addresses, v3PoolStateAbi, 'liquidity')
  const client = useQueryClient()
  const [token0, token1] = pair ?? []
  useEffect(() => {
    if (token0 && token1 && feeAmount === undefined)
      void client.prefetchQuery(feeTierDistributionQuery(chainId, token0, token1))
  }, [client, chainId, token0, token1, feeAmount])
}
