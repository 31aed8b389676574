/**
 * The lists the app knows by default (reference-values.md, Token lists), in priority order: earlier lists
 * win when two lists disagree about a token.
 */
export const UNI_LIST = 'https://tokens.uniswap.org'
export const COMPOUND_LIST =
  'https://raw.githubusercontent.com/compound-finance/token-list/master/compound.tokenlist.json'
export const AAVE_LIST = 'tokenlist.aave.eth'
export const CMC_ALL_LIST = 'https://api.coinmarketcap.com/data-api/v3/uniswap/all.json'
export const COINGECKO_LIST = 'https://tokens.coingecko.com/uniswap/all.json'
export const KLEROS_LIST = 't2crtokens.eth'
export const GEMINI_LIST = 'https://www.gemini.com/uniswap/manifest.json'
export const WRAPPED_LIST = 'wrapped.tokensoft.eth'
export const SET_LIST =
  'https://raw.githubusercontent.com/SetProtocol/uniswap-tokenlist/main/set.tokenlist.json'
export const ROLL_LIST = 'https://app.tryroll.com/tokens.json'
export const ARBITRUM_LIST = 'https://bridge.arbitrum.io/token-list-42161.json'
export const OPTIMISM_LIST = 'https://static.optimism.io/optimism.tokenlist.json'
/** The Blockchain Association's list of tokens named in SEC notices: never tradable here. */
export const BA_LIST =
  'https://raw.githubusercontent.com/The-Blockchain-Association/sec-notice-list/master/ba-sec-list.json'

export const UNSUPPORTED_LIST_URLS: readonly string[] = [BA_LIST]

export const DEFAULT_LIST_OF_LISTS: readonly string[] = [
  UNI_LIST,
  COMPOUND_LIST,
  AAVE_LIST,
  CMC_ALL_LIST,
  COINGECKO_LIST,
  KLEROS_LIST,
  GEMINI_LIST,
  WRAPPED_LIST,
  SET_LIST,
  ROLL_LIST,
  ARBITRUM_LIST,
  OPTIMISM_LIST,
  ...UNSUPPORTED_LIST_URLS,
]

/** Searched and offered from the first visit. */
export const DEFAULT_ACTIVE_LIST_URLS: readonly string[] = [UNI_LIST, GEMINI_LIST]

/** Lists refresh this often (spec: token list refresh 600000 ms). */
export const LIST_REFRESH_INTERVAL_MS = 600_000
