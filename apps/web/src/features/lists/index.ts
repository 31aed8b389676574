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
  acceptListUpdate,
  disableList,
  enableList,
  fetchTokenList,
  INVALID_LIST_URL_ERROR,
  LISTS_STORAGE_KEY,
  type ListsState,
  listsReducer,
  listUrlInputError,
  mergeStoredLists,
  removeList,
  restoreLists,
  serializeLists,
  TOKEN_LIST_VALIDATION_ERROR_PREFIX,
} from './state'
export {
  combineLists,
  listToTokenMap,
  shortenSymbol,
  type TokenAddressMap,
  type TokenMapEntry,
  WrappedTokenInfo,
} from './tokenMap'
