import type { TokenList } from '@uniswap/token-lists'
import aaveUrl from './bundled/aave.json?url'
import arbitrumUrl from './bundled/arbitrum.json?url'
import brokenUrl from './bundled/broken.json?url'
import coingeckoUrl from './bundled/coingecko.json?url'
import coinmarketcapUrl from './bundled/coinmarketcap.json?url'
import compoundUrl from './bundled/compound.json?url'
import geminiUrl from './bundled/gemini.json?url'
import klerosUrl from './bundled/kleros.json?url'
import optimismUrl from './bundled/optimism.json?url'
import rollUrl from './bundled/roll.json?url'
import secUrl from './bundled/sec.json?url'
import setprotocolUrl from './bundled/setprotocol.json?url'
import tokensoftUrl from './bundled/tokensoft.json?url'
import uniswapUrl from './bundled/uniswap.json?url'
import unsupportedUrl from './bundled/unsupported.json?url'
import {
  AAVE_LIST,
  ARBITRUM_LIST,
  BA_LIST,
  CMC_ALL_LIST,
  COINGECKO_LIST,
  COMPOUND_LIST,
  GEMINI_LIST,
  KLEROS_LIST,
  OPTIMISM_LIST,
  ROLL_LIST,
  SET_LIST,
  UNI_LIST,
  WRAPPED_LIST,
} from './defaults'

/**
 * Copies of the default lists shipped with the app as static JSON files (not JavaScript, so they cost
 * nothing until needed), used while a list has not loaded: offline, or before the first fetch answers.
 */
export const BUNDLED_LIST_ASSETS: Readonly<Record<string, string>> = {
  [UNI_LIST]: uniswapUrl,
  [COMPOUND_LIST]: compoundUrl,
  [AAVE_LIST]: aaveUrl,
  [CMC_ALL_LIST]: coinmarketcapUrl,
  [COINGECKO_LIST]: coingeckoUrl,
  [KLEROS_LIST]: klerosUrl,
  [GEMINI_LIST]: geminiUrl,
  [WRAPPED_LIST]: tokensoftUrl,
  [SET_LIST]: setprotocolUrl,
  [ROLL_LIST]: rollUrl,
  [ARBITRUM_LIST]: arbitrumUrl,
  [OPTIMISM_LIST]: optimismUrl,
  [BA_LIST]: secUrl,
}

/** The app's own lists: tokens that break the router, and synthetic and option tokens it does not trade. */
export const BROKEN_LIST_ASSET = brokenUrl
export const UNSUPPORTED_LIST_ASSET = unsupportedUrl

const loaded = new Map<string, Promise<TokenList>>()

/** Loads a bundled copy once per page; a failed load may be retried. */
export function loadBundledAsset(assetUrl: string): Promise<TokenList> {
  let promise = loaded.get(assetUrl)
  if (!promise) {
    promise = fetch(assetUrl).then((response) => {
      if (!response.ok) throw new Error(`Failed to download list ${assetUrl}`)
      return response.json() as Promise<TokenList>
    })
    promise.catch(() => loaded.delete(assetUrl))
    loaded.set(assetUrl, promise)
  }
  return promise
}
