import { type Currency, Percent } from '@uniswap/sdk-core'
import { formatPercent } from '../../../lib/format'
import { shortenSymbol } from '../../lists'
import { NATIVE_CURRENCY_ID } from '../../tokens'

const ONE_BIP = new Percent(1, 10_000)

/**
 * A pool share as the cards show it, in the locale: two decimals, and '<0.01%' for anything smaller
 * (spec §9).
 */
export function formatPoolShare(share: Percent | undefined, locale: string): string {
  if (!share) return '-'
  if (share.equalTo(0)) return formatPercent('0', locale)
  if (share.lessThan(ONE_BIP)) return `<${formatPercent('0.01', locale)}`
  return formatPercent(share, locale, { decimals: 2 })
}

/** A currency's id in the routes: ETH for the native coin, the address otherwise. */
export function routeId(currency: Currency): string {
  return currency.isNative ? NATIVE_CURRENCY_ID : currency.address
}

export function symbolOf(currency: Currency | null | undefined): string {
  return shortenSymbol(currency?.symbol) ?? ''
}

/** The external analytics page of an account's v2 liquidity. */
export function accountAnalyticsUrl(account: string): string {
  return `https://v2.info.uniswap.org/account/${account}`
}
