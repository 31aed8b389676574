export {
  INVALID_TOKEN_ADDRESS_ERROR,
  isAddressQuery,
  normaliseAddressQuery,
  searchInputError,
} from './address'
export {
  DEFAULT_SEARCH_LIMIT,
  filterTokens,
  pickOnEnter,
  searchInactiveLists,
  showNativeFirst,
  sortByQuery,
} from './search'
export type { SearchToken } from './types'
