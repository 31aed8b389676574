import { type Currency, CurrencyAmount, Ether, Token } from '@uniswap/sdk-core'
import { useEffect, useMemo } from 'react'
import { type Address, erc20Abi, getAddress, isAddress } from 'viem'
import { useBalance } from 'wagmi'
import { useAppSelector } from '../../core/store'
import { safeDisplayText } from '../../lib/format/displayText'
import {
  BALANCE_READ_GAS_REQUIRED,
  useMultipleContractSingleData,
  useSingleCallResult,
} from '../../lib/multicall'
import { isSupportedDecimals } from '../../lib/tokens/limits'
import {
  sortByListPriority,
  useAllLists,
  useCombinedActiveList,
  useListContents,
  useUnsupportedTokenMap,
  WrappedTokenInfo,
} from '../lists'
import type { SerializedToken } from '../settings'
import { useSavedTokens } from '../settings'
import { parseStringOrBytes32, UNKNOWN_NAME, UNKNOWN_SYMBOL } from './onchain'
import { DEFAULT_SEARCH_LIMIT, searchInactiveLists } from './search'

/** The native coin is identified by this id in URLs and state; tokens by their address. */
export const NATIVE_CURRENCY_ID = 'ETH'

export function currencyId(currency: Currency): string {
  return currency.isNative ? NATIVE_CURRENCY_ID : currency.address
}

export function nativeOnChain(chainId: number): Currency {
  return Ether.onChain(chainId)
}

/** A symbol or name from outside (storage, a contract) without invisible or direction-changing characters. */
function safeText(text: string | undefined, fallback: string | undefined): string | undefined {
  const safe = text === undefined ? '' : safeDisplayText(text)
  return safe === '' ? fallback : safe
}

const serializedToToken = (token: SerializedToken) =>
  new Token(
    token.chainId,
    token.address,
    token.decimals,
    safeText(token.symbol, undefined),
    safeText(token.name, undefined),
  )

/** Tokens the user imported by address on this chain, in the order imported. */
export function useUserAddedTokens(chainId: number): Token[] {
  const serialized = useSavedTokens(chainId)
  return useMemo(() => Object.values(serialized ?? {}).map(serializedToToken), [serialized])
}

/** The tokens the app offers on a chain: the active lists' and the user's own, by checksummed address. */
export function useAllTokens(chainId: number): Readonly<Record<string, Token>> {
  const combined = useCombinedActiveList()
  const userAdded = useUserAddedTokens(chainId)
  return useMemo(() => {
    const tokens: Record<string, Token> = {}
    for (const token of userAdded) tokens[token.address] = token
    // A listed token wins over the user's copy: it carries the list's logo and tags.
    for (const [address, entry] of Object.entries(combined[chainId] ?? {})) tokens[address] = entry.token
    return tokens
  }, [combined, userAdded, chainId])
}

/** Tokens the app refuses to trade on a chain, by checksummed address. */
export function useUnsupportedTokens(chainId: number): Readonly<Record<string, Token>> {
  const map = useUnsupportedTokenMap()
  return useMemo(() => {
    const tokens: Record<string, Token> = {}
    for (const [address, entry] of Object.entries(map[chainId] ?? {})) tokens[address] = entry.token
    return tokens
  }, [map, chainId])
}

export function useIsUnsupportedCurrency(currency: Currency | null | undefined): boolean {
  const unsupported = useUnsupportedTokens(currency?.chainId ?? 0)
  return !!currency && !currency.isNative && !!unsupported[currency.address]
}

/** Whether a token is in an active list or imported by the user. */
export function useIsTokenActive(token: Token | null | undefined): boolean {
  const tokens = useAllTokens(token?.chainId ?? 0)
  return !!token && !!tokens[token.address]
}

export function useIsUserAddedToken(currency: Currency | null | undefined): boolean {
  const userAdded = useUserAddedTokens(currency?.chainId ?? 0)
  return !!currency && !currency.isNative && userAdded.some((token) => token.equals(currency))
}

/** Tokens of lists the user has not enabled that match a search, to offer for import (at most 10). */
export function useSearchInactiveTokenLists(
  query: string,
  chainId: number,
  limit: number = DEFAULT_SEARCH_LIMIT,
): WrappedTokenInfo[] {
  const byUrl = useAllLists()
  const active = useAppSelector((state) => state.lists.activeListUrls)
  const allTokens = useAllTokens(chainId)
  const inactiveUrls = useMemo(
    () => sortByListPriority(Object.keys(byUrl).filter((url) => !active?.includes(url))),
    [byUrl, active],
  )
  // Bundled copies load only once there is something to search for.
  const contents = useListContents(query.trim() === '' ? [] : inactiveUrls)
  return useMemo(() => {
    const lists = inactiveUrls.flatMap((url) => {
      const list = contents[url]
      if (!list) return []
      return [{ list, tokens: list.tokens.filter((token) => token.chainId === chainId) }]
    })
    const found = searchInactiveLists(lists, query, new Set(Object.keys(allTokens)), limit)
    return found.flatMap((info) => {
      const source = lists.find((entry) => entry.tokens.includes(info))
      try {
        return [new WrappedTokenInfo(info, source?.list)]
      } catch {
        return []
      }
    })
  }, [inactiveUrls, contents, query, allTokens, chainId, limit])
}

const bytes32Abi = [
  { type: 'function', name: 'name', stateMutability: 'view', inputs: [], outputs: [{ type: 'bytes32' }] },
  { type: 'function', name: 'symbol', stateMutability: 'view', inputs: [], outputs: [{ type: 'bytes32' }] },
] as const

/**
 * A token by address: from the active lists or the user's tokens, else read on chain (name, symbol and
 * decimals, with the bytes32 fallbacks). undefined while loading; null for an invalid address or a
 * contract that is not a token (no decimals).
 */
export function useToken(tokenAddress: string | null | undefined, chainId: number): Token | null | undefined {
  const tokens = useAllTokens(chainId)
  const address =
    tokenAddress && isAddress(tokenAddress, { strict: false }) ? getAddress(tokenAddress) : undefined
  const listed = address ? tokens[address] : undefined
  const target = listed ? undefined : address
  const name = useSingleCallResult(chainId, { address: target, abi: erc20Abi, functionName: 'name' })
  const nameBytes32 = useSingleCallResult(chainId, { address: target, abi: bytes32Abi, functionName: 'name' })
  const symbol = useSingleCallResult(chainId, { address: target, abi: erc20Abi, functionName: 'symbol' })
  const symbolBytes32 = useSingleCallResult(chainId, {
    address: target,
    abi: bytes32Abi,
    functionName: 'symbol',
  })
  const decimals = useSingleCallResult(chainId, { address: target, abi: erc20Abi, functionName: 'decimals' })
  return useMemo(() => {
    if (listed) return listed
    if (!address) return null
    if (decimals.loading || name.loading || symbol.loading) return undefined
    if (decimals.result === undefined) return decimals.error || !decimals.valid ? null : undefined
    // A token the SDK cannot represent is no token here (useUnsupportedTokenReason says why).
    if (!isSupportedDecimals(decimals.result)) return null
    return new Token(
      chainId,
      address,
      decimals.result,
      safeText(parseStringOrBytes32(symbol.result, symbolBytes32.result, UNKNOWN_SYMBOL), UNKNOWN_SYMBOL),
      safeText(parseStringOrBytes32(name.result, nameBytes32.result, UNKNOWN_NAME), UNKNOWN_NAME),
    )
  }, [listed, address, chainId, decimals, name, nameBytes32, symbol, symbolBytes32])
}

/**
 * Why the token at an address is refused, read on chain: its decimals, when the SDK cannot represent them
 * (more than 254); undefined for any other address or while unknown.
 */
export function useUnsupportedDecimals(
  tokenAddress: string | null | undefined,
  chainId: number,
): number | undefined {
  const address =
    tokenAddress && isAddress(tokenAddress, { strict: false }) ? getAddress(tokenAddress) : undefined
  const decimals = useSingleCallResult(chainId, { address, abi: erc20Abi, functionName: 'decimals' })
  const value = decimals.result
  return value !== undefined && !isSupportedDecimals(value) ? value : undefined
}

/** 'ETH' (any case) is the native coin; anything else is looked up as a token address. */
export function useCurrency(id: string | null | undefined, chainId: number): Currency | null | undefined {
  const isNative = id?.toUpperCase() === NATIVE_CURRENCY_ID
  const token = useToken(isNative ? undefined : id, chainId)
  return useMemo(() => (isNative ? nativeOnChain(chainId) : token), [isNative, chainId, token])
}

/** Balances of the given tokens, by address; a token whose balance is not known yet is absent. */
export function useTokenBalances(
  account: Address | undefined,
  tokens: readonly Token[],
  chainId: number,
): Readonly<Record<string, CurrencyAmount<Token>>> {
  const addresses = useMemo(() => tokens.map((token) => token.address as Address), [tokens])
  const results = useMultipleContractSingleData(
    chainId,
    account ? addresses : [],
    erc20Abi,
    'balanceOf',
    account ? [account] : undefined,
    BALANCE_READ_GAS_REQUIRED,
  )
  return useMemo(() => {
    const balances: Record<string, CurrencyAmount<Token>> = {}
    if (!account) return balances
    tokens.forEach((token, index) => {
      const value = results[index]?.result
      if (value !== undefined) balances[token.address] = CurrencyAmount.fromRawAmount(token, value.toString())
    })
    return balances
  }, [account, tokens, results])
}

/** The native coin balance, refreshed with each block the app sees. */
export function useNativeBalance(
  account: Address | undefined,
  chainId: number,
): CurrencyAmount<Currency> | undefined {
  const blockNumber = useAppSelector((state) => state.application.blockNumber[chainId])
  const { data, refetch } = useBalance({ address: account, chainId, query: { enabled: !!account } })
  useEffect(() => {
    if (account && blockNumber !== undefined) void refetch()
  }, [account, blockNumber, refetch])
  return useMemo(
    () => (data ? CurrencyAmount.fromRawAmount(nativeOnChain(chainId), data.value.toString()) : undefined),
    [data, chainId],
  )
}
