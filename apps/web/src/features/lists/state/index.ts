export { type AutoUpdateDecision, autoUpdateDecision } from './autoUpdate'
export { listsToEnableOnChain } from './chains'
export { initializeDefaultLists, NEW_LIST_ENTRY } from './initialize'
export {
  LISTS_STORAGE_KEY,
  mergeStoredLists,
  type PersistedLists,
  restoreLists,
  serializeLists,
} from './persist'
export {
  ACCEPT_WITHOUT_PENDING_UPDATE_ERROR,
  acceptListUpdate,
  addList,
  disableList,
  enableList,
  fetchTokenList,
  initializeLists,
  initialListsState,
  listsReducer,
  removeList,
} from './reducer'
export type { ListEntry, ListsState } from './types'
export {
  type ClassifiedListUrl,
  classifyListUrl,
  INVALID_LIST_URL_ERROR,
  type ListUrlClassification,
  listUrlInputError,
  listUrlsToFetch,
  TOKEN_LIST_VALIDATION_ERROR_PREFIX,
  UNRECOGNIZED_LIST_URL_PROTOCOL_ERROR,
} from './url'
