import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type Currency, CurrencyAmount, type Token } from '@uniswap/sdk-core'
import { type FeeAmount, type Pool, Position } from '@uniswap/v3-sdk'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { simulateContract } from 'viem/actions'
import { useClient } from 'wagmi'
import { contractAddress } from '../../../core/addresses'
import { useAppSelector } from '../../../core/store'
import { useSingleCallResult } from '../../../lib/multicall'
import { useToken } from '../../tokens'
import { type PoolState, usePool } from '../hooks/usePools'
import { type PositionDetails, positionManagerAbi } from '../hooks/usePositions'
import { MAX_UINT128 } from './removeLiquidity'

/** tokenURI builds an SVG on chain: about 1.9M gas, above the multicall's default per-call limit. */
const TOKEN_URI_GAS_REQUIRED = 3_000_000

/** The owner of a position's NFT and whether `account` is approved for all of the owner's tokens. */
export function usePositionOwner(
  chainId: number,
  tokenId: bigint | undefined,
  account: Address | undefined,
): { owner: Address | undefined; approvedForAll: boolean | undefined } {
  const address = contractAddress(chainId, 'NonfungiblePositionManager')
  const owner = useSingleCallResult(chainId, {
    address,
    abi: positionManagerAbi,
    functionName: 'ownerOf',
    args: tokenId === undefined ? undefined : [tokenId],
  }).result
  const approvedForAll = useSingleCallResult(chainId, {
    address,
    abi: positionManagerAbi,
    functionName: 'isApprovedForAll',
    args: owner && account ? [owner, account] : undefined,
  }).result
  return { owner, approvedForAll }
}

/** The position NFT's token URI (a base64 JSON data URI). */
export function usePositionTokenUri(chainId: number, tokenId: bigint | undefined): string | undefined {
  return useSingleCallResult(chainId, {
    address: contractAddress(chainId, 'NonfungiblePositionManager'),
    abi: positionManagerAbi,
    functionName: 'tokenURI',
    args: tokenId === undefined ? undefined : [tokenId],
    gasRequired: TOKEN_URI_GAS_REQUIRED,
  }).result
}

/**
 * The fees owed to a position now: a static call of collect from the owner with the maximum amounts
 * (2^128−1), which also counts the fees earned since the position was last touched. Refreshed each block.
 */
export function useFeesOwed(
  chainId: number,
  position: PositionDetails | undefined,
  owner: Address | undefined,
  tokens: [Token | undefined, Token | undefined],
): [CurrencyAmount<Token>, CurrencyAmount<Token>] | undefined {
  const client = useClient({ chainId })
  const blockNumber = useAppSelector((state) => state.application.blockNumber[chainId])
  const manager = contractAddress(chainId, 'NonfungiblePositionManager')
  const tokenId = position?.tokenId
  const { data } = useQuery({
    queryKey: ['v3-fees-owed', chainId, tokenId?.toString(), owner, blockNumber],
    enabled: !!client && !!manager && tokenId !== undefined && !!owner,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: async () => {
      if (!client || !manager || tokenId === undefined || !owner) throw new Error('Missing dependencies')
      const { result } = await simulateContract(client, {
        address: manager,
        abi: positionManagerAbi,
        functionName: 'collect',
        args: [{ tokenId, recipient: owner, amount0Max: MAX_UINT128, amount1Max: MAX_UINT128 }],
        account: owner,
      })
      return { tokenId: tokenId.toString(), amount0: result[0].toString(), amount1: result[1].toString() }
    },
  })
  const [token0, token1] = tokens
  return useMemo(() => {
    if (!data || !token0 || !token1 || data.tokenId !== tokenId?.toString()) return undefined
    return [
      CurrencyAmount.fromRawAmount(token0, data.amount0),
      CurrencyAmount.fromRawAmount(token1, data.amount1),
    ]
  }, [data, token0, token1, tokenId])
}

export interface DerivedPosition {
  token0: Token | undefined
  token1: Token | undefined
  poolState: PoolState
  pool: Pool | null
  /** The SDK position at the pool's current price; undefined until the pool and tokens are known. */
  position: Position | undefined
}

/** The tokens, pool and SDK position of stored position details. */
export function useDerivedPosition(chainId: number, details: PositionDetails | undefined): DerivedPosition {
  const token0 = useToken(details?.token0, chainId) ?? undefined
  const token1 = useToken(details?.token1, chainId) ?? undefined
  const [poolState, pool] = usePool(chainId, token0, token1, details?.fee as FeeAmount | undefined)
  const position = useMemo(() => {
    if (!pool || !details) return undefined
    return new Position({
      pool,
      liquidity: details.liquidity.toString(),
      tickLower: details.tickLower,
      tickUpper: details.tickUpper,
    })
  }, [pool, details])
  return { token0, token1, poolState, pool, position }
}

/** The currency shown for a pool token: the native currency in place of its wrapped token, unless asked not to. */
export function displayCurrency(
  token: Token | undefined,
  native: Currency,
  keepWrapped: boolean,
): Currency | undefined {
  if (!token) return undefined
  return !keepWrapped && native.wrapped.equals(token) ? native : token
}
