export { DEFAULT_ACTIVE_LIST_URLS, DEFAULT_LIST_OF_LISTS, UNSUPPORTED_LIST_URLS } from './defaults'
export {
  sortByListPriority,
  useActiveListUrls,
  useAllLists,
  useCombinedActiveList,
  useFetchListCallback,
  useIsListActive,
  useListContents,
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
