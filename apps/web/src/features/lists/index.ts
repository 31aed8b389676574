export { DEFAULT_ACTIVE_LIST_URLS, DEFAULT_LIST_OF_LISTS, UNSUPPORTED_LIST_URLS } from './defaults'
export {
  type RefusedListToken,
  sortByListPriority,
  useActiveDefaultLists,
  useActiveListUrls,
  useAllLists,
  useCombinedActiveList,
  useFetchListCallback,
  useIsListActive,
  useListContents,
  useRefusedListTokens,
  useUnsupportedTokenMap,
} from './hooks'
export { ListsUpdater } from './ListsUpdater'
export {
  combineLists,
  listToTokenMap,
  shortenSymbol,
  type TokenAddressMap,
  type TokenMapEntry,
  WrappedTokenInfo,
} from './tokenMap'
