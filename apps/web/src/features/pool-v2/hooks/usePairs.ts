import { type Currency, CurrencyAmount, type Token } from '@uniswap/sdk-core'
import { computePairAddress, FACTORY_ADDRESS_MAP, Pair } from '@uniswap/v2-sdk'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { useAccountCall, useMultipleContractSingleData, useSingleCallResult } from '../../../lib/multicall'
import { v2PairAbi } from '../abi'
import type { PairState } from '../logic/mint'
import { pairProblem } from '../logic/pairValidation'

export type PairKey = readonly [Currency | null | undefined, Currency | null | undefined]

/** The v2 factory of a chain, if it has one. */
export const v2FactoryOf = (chainId: number): string | undefined => FACTORY_ADDRESS_MAP[chainId]

/**
 * The pair address of two tokens (CREATE2 from the v2 factory), or undefined when they cannot pair
 * (pairProblem says why).
 */
export function v2PairAddress(chainId: number, tokenA: Token, tokenB: Token): Address | undefined {
  const factory = v2FactoryOf(chainId)
  if (!factory || pairProblem(chainId, tokenA, tokenB, v2FactoryOf)) return undefined
  return computePairAddress({ factoryAddress: factory, tokenA, tokenB }) as Address
}

/**
 * The v2 pairs of several currency pairs, read each block (getReserves at each CREATE2 address, in one
 * multicall). A pair with no code answers with no data: NOT_EXISTS.
 */
export function usePairs(chainId: number, keys: readonly PairKey[]): [PairState, Pair | null][] {
  const tokens = useMemo(
    () => keys.map(([a, b]): [Token, Token] | undefined => (a && b ? [a.wrapped, b.wrapped] : undefined)),
    [keys],
  )
  const addresses = useMemo(
    () => tokens.map((pair) => (pair ? v2PairAddress(chainId, pair[0], pair[1]) : undefined)),
    [tokens, chainId],
  )
  const results = useMultipleContractSingleData(chainId, addresses, v2PairAbi, 'getReserves')
  return useMemo(
    () =>
      results.map((result, index): [PairState, Pair | null] => {
        const pair = tokens[index]
        if (!pair || !addresses[index]) return ['INVALID', null]
        if (result.loading) return ['LOADING', null]
        if (!result.result) return ['NOT_EXISTS', null]
        const [reserve0, reserve1] = result.result
        const [token0, token1] = pair[0].sortsBefore(pair[1]) ? pair : [pair[1], pair[0]]
        return [
          'EXISTS',
          new Pair(
            CurrencyAmount.fromRawAmount(token0, reserve0.toString()),
            CurrencyAmount.fromRawAmount(token1, reserve1.toString()),
          ),
        ]
      }),
    [results, tokens, addresses],
  )
}

export function usePair(
  chainId: number,
  currencyA: Currency | null | undefined,
  currencyB: Currency | null | undefined,
): [PairState, Pair | null] {
  const keys = useMemo((): PairKey[] => [[currencyA, currencyB]], [currencyA, currencyB])
  return usePairs(chainId, keys)[0] ?? ['INVALID', null]
}

/** A token amount read from an ERC-20 view (totalSupply or balanceOf) of the token itself. */
export function useTotalSupply(chainId: number, token: Token | undefined): CurrencyAmount<Token> | undefined {
  const supply = useSingleCallResult(chainId, {
    address: token?.address as Address | undefined,
    abi: v2PairAbi,
    functionName: 'totalSupply',
  }).result
  return useMemo(
    () =>
      token && supply !== undefined ? CurrencyAmount.fromRawAmount(token, supply.toString()) : undefined,
    [token, supply],
  )
}

export function useLiquidityBalance(
  chainId: number,
  token: Token | undefined,
  account: Address | undefined,
): CurrencyAmount<Token> | undefined {
  const balance = useAccountCall(
    chainId,
    { address: token?.address as Address | undefined, abi: v2PairAbi, functionName: 'balanceOf' },
    account,
  ).result
  return useMemo(
    () =>
      token && balance !== undefined ? CurrencyAmount.fromRawAmount(token, balance.toString()) : undefined,
    [token, balance],
  )
}
