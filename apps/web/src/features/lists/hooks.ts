import { nanoid } from '@reduxjs/toolkit'
import { useQueries } from '@tanstack/react-query'
import type { TokenList } from '@uniswap/token-lists'
import { useCallback, useMemo, useRef } from 'react'
import { useClient } from 'wagmi'
import { config } from '../../core/config'
import { useAppDispatch, useAppSelector } from '../../core/store'
import { isSupportedDecimals } from '../../lib/tokens/limits'
import { BROKEN_LIST_ASSET, BUNDLED_LIST_ASSETS, loadBundledAsset, UNSUPPORTED_LIST_ASSET } from './bundled'
import { DEFAULT_LIST_OF_LISTS, UNSUPPORTED_LIST_URLS } from './defaults'
import { fetchTokenList, type ListEntry } from './state'
import { combineLists, type TokenAddressMap } from './tokenMap'

export function useAllLists(): Readonly<Record<string, ListEntry>> {
  return useAppSelector((state) => state.lists.byUrl)
}

const NO_URLS: string[] = []

/** The lists the user enabled, apart from the unsupported-token lists (which are never searched). */
export function useActiveListUrls(): string[] {
  const active = useAppSelector((state) => state.lists.activeListUrls) ?? NO_URLS
  return useMemo(() => active.filter((url) => !UNSUPPORTED_LIST_URLS.includes(url)), [active])
}

export function useIsListActive(url: string): boolean {
  return useActiveListUrls().includes(url)
}

/** Default lists in their priority order first, then the user's own lists in the order they were added. */
export function sortByListPriority(urls: readonly string[]): string[] {
  const rank = (url: string) => {
    const index = DEFAULT_LIST_OF_LISTS.indexOf(url)
    return index === -1 ? Number.MAX_SAFE_INTEGER : index
  }
  return urls
    .map((url, order) => ({ url, order }))
    .sort((a, b) => rank(a.url) - rank(b.url) || a.order - b.order)
    .map(({ url }) => url)
}

const bundledQuery = (assetUrl: string | undefined) => ({
  queryKey: ['bundled-list', assetUrl],
  queryFn: () => loadBundledAsset(assetUrl as string),
  enabled: assetUrl !== undefined,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: 1,
})

/**
 * The contents of lists by URL: the loaded list, or while there is none (offline, before the first fetch
 * answers, or the source is gone) the copy bundled with the app, if any.
 */
export function useListContents(urls: readonly string[]): Record<string, TokenList | undefined> {
  const byUrl = useAllLists()
  // Only the lists not loaded yet ask for their bundled copy: once all are loaded (the usual case) this
  // asks for none, where a query per list on every render of every token hook added up while typing.
  const missing = urls.filter((url) => !byUrl[url]?.current && BUNDLED_LIST_ASSETS[url] !== undefined)
  const bundled = useQueries({ queries: missing.map((url) => bundledQuery(BUNDLED_LIST_ASSETS[url])) })
  const contents: Record<string, TokenList | undefined> = {}
  for (const url of urls) contents[url] = byUrl[url]?.current ?? undefined
  missing.forEach((url, index) => {
    contents[url] = bundled[index]?.data ?? undefined
  })
  return useStableRecord(contents)
}

/** The previous object while every entry is the same, so that what depends on it is not recomputed. */
function useStableRecord<T>(next: Record<string, T>): Record<string, T> {
  const previous = useRef(next)
  const before = previous.current
  const keys = Object.keys(next)
  const same =
    keys.length === Object.keys(before).length &&
    keys.every((key) => key in before && before[key] === next[key])
  if (!same) previous.current = next
  return previous.current
}

/** Every token of the active lists, by chain and address; earlier lists win. */
export function useCombinedActiveList(): TokenAddressMap {
  const active = useActiveListUrls()
  const ordered = useMemo(() => sortByListPriority(active), [active])
  const contents = useListContents(ordered)
  return useMemo(
    () => combineLists(ordered.flatMap((url) => (contents[url] ? [contents[url]] : []))),
    [ordered, contents],
  )
}

/** The contents of the active lists that are default lists: their tokens rank first and are trusted names. */
export function useActiveDefaultLists(): ReadonlySet<TokenList> {
  const active = useActiveListUrls()
  const defaults = useMemo(() => active.filter((url) => DEFAULT_LIST_OF_LISTS.includes(url)), [active])
  const contents = useListContents(defaults)
  return useMemo(
    () => new Set(defaults.flatMap((url) => (contents[url] ? [contents[url]] : []))),
    [defaults, contents],
  )
}

/** A token of an active list that the app refused (its decimals are more than the SDK can represent). */
export interface RefusedListToken {
  chainId: number
  address: string
  symbol: string
  name: string
  decimals: number
  listName: string
}

/** The tokens of the active lists on a chain that were refused, so that the picker can say so. */
export function useRefusedListTokens(chainId: number): RefusedListToken[] {
  const active = useActiveListUrls()
  const contents = useListContents(active)
  return useMemo(
    () =>
      active.flatMap((url) => {
        const list = contents[url]
        if (!list) return []
        return list.tokens
          .filter((token) => token.chainId === chainId && !isSupportedDecimals(token.decimals))
          .map((token) => ({
            chainId: token.chainId,
            address: token.address,
            symbol: token.symbol,
            name: token.name,
            decimals: token.decimals,
            listName: list.name,
          }))
      }),
    [active, contents, chainId],
  )
}

/** Tokens the app refuses to trade: the bundled broken and unsupported lists and the SEC-notice list. */
export function useUnsupportedTokenMap(): TokenAddressMap {
  const [broken, unsupported] = useQueries({
    queries: [bundledQuery(BROKEN_LIST_ASSET), bundledQuery(UNSUPPORTED_LIST_ASSET)],
  })
  const notices = useListContents(UNSUPPORTED_LIST_URLS)
  return useMemo(() => {
    const lists = [broken?.data, unsupported?.data, ...UNSUPPORTED_LIST_URLS.map((url) => notices[url])]
    return combineLists(lists.filter((list): list is TokenList => list !== undefined))
  }, [broken?.data, unsupported?.data, notices])
}

/**
 * Loads a list: with `dispatch` (the default) through the lists state (pending, then fulfilled or rejected);
 * without, only returns it (to show a list before the user imports it). Rejects with the spec's messages.
 */
export function useFetchListCallback(): (url: string, dispatch?: boolean) => Promise<TokenList> {
  const dispatch = useAppDispatch()
  const mainnet = useClient({ chainId: 1 })
  return useCallback(
    async (url: string, send = true) => {
      const requestId = nanoid()
      if (send) dispatch(fetchTokenList.pending({ url, requestId }))
      try {
        // The fetching code (ENS, contenthash decoding, schema validation) loads with the first fetch.
        const [{ fetchTokenList: fetchTokenListFromUrl }, { mainnetContenthashResolver }] = await Promise.all(
          [import('./fetch/fetchTokenList'), import('./fetch/resolveEns')],
        )
        const tokenList = await fetchTokenListFromUrl(url, {
          resolveEnsContenthash: mainnetContenthashResolver(mainnet),
          ipfsGateways: config.ipfsGateways,
        })
        if (send) dispatch(fetchTokenList.fulfilled({ url, tokenList, requestId }))
        return tokenList
      } catch (error) {
        const errorMessage = error instanceof Error ? error.message : String(error)
        if (send) dispatch(fetchTokenList.rejected({ url, requestId, errorMessage }))
        throw error instanceof Error ? error : new Error(errorMessage)
      }
    },
    [dispatch, mainnet],
  )
}
