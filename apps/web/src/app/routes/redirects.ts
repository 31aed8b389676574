import { isAddress } from 'viem'

/**
 * The redirects of the route table that need no data, as pure functions of the path: each returns
 * the path to go to, or null to stay.
 */

const same = (a?: string, b?: string) => !!a && !!b && a.toLowerCase() === b.toLowerCase()

/** ETH and its wrapped token are the same pool side: a pair of them is no pair. */
const nativeAndWrapped = (a: string | undefined, b: string | undefined, wrapped: string | undefined) =>
  !!wrapped &&
  !!a &&
  !!b &&
  ((a.toUpperCase() === 'ETH' && b.toLowerCase() === wrapped.toLowerCase()) ||
    (b.toUpperCase() === 'ETH' && a.toLowerCase() === wrapped.toLowerCase()))

/** /add/{a}/{b}/{fee}: identical tokens, or native plus wrapped native, go to /add/{a}. */
export function addV3Redirect(a: string | undefined, b: string | undefined, wrapped: string | undefined) {
  return same(a, b) || nativeAndWrapped(a, b, wrapped) ? `/add/${a}` : null
}

/** /increase keeps its own prefix for the same rule. */
export function increaseRedirect(a: string | undefined, b: string | undefined, wrapped: string | undefined) {
  return same(a, b) || nativeAndWrapped(a, b, wrapped) ? `/increase/${a}` : null
}

/** /add/v2/{a}/{b}: identical ids go to /add/v2/{a}. */
export function addV2Redirect(a: string | undefined, b: string | undefined) {
  return same(a, b) ? `/add/v2/${a}` : null
}

/** /remove/{tokenId}: a token id that is not a number, or is 0, goes to /pool. */
export function removeV3Redirect(tokenId: string | undefined) {
  return tokenId && /^\d+$/.test(tokenId) && BigInt(tokenId) > 0n ? null : '/pool'
}

/** /migrate/v2/{address}: an invalid pair address goes to /migrate/v2 (and is logged). */
export function migratePairRedirect(address: string | undefined) {
  if (address && isAddress(address, { strict: false })) return null
  console.error('Invalid pair address', address)
  return '/migrate/v2'
}

/** /swap/{outputCurrency} goes to /swap with the currency as a query parameter, keeping the others. */
export function swapOutputRedirect(outputCurrency: string, search: string) {
  const params = new URLSearchParams(search)
  params.set('outputCurrency', outputCurrency)
  return `/swap?${params.toString()}`
}

/** Paths for which the Pool navigation link is active. */
export function isPoolPath(pathname: string) {
  return ['/pool', '/add', '/remove', '/increase', '/find'].some((prefix) => pathname.startsWith(prefix))
}

/**
 * Whether a path may be routed: none of its segments, decoded, holds a tab or a line break. A pasted
 * path like /vote/%09/%E2%80%AE… decodes to a tab, which the URL parser drops (it drops only these
 * three); react-router re-encodes a nested route's part with `new URL`, the dropped tab turns "/\t/…"
 * into a protocol-relative "//…", and an invalid host then throws while rendering. No page of the app
 * has such a path: it goes to /swap. Other control characters are kept, and the page says it has
 * nothing at that address (/pool/%00: 'No position found.').
 */
export function isRoutablePath(pathname: string): boolean {
  return pathname.split('/').every((segment) => {
    let decoded = segment
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      // A malformed escape stays as it is; react-router does the same.
    }
    return !/[\t\n\r]/.test(decoded)
  })
}
