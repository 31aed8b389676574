import { useQuery } from '@tanstack/react-query'
import { type Currency, type CurrencyAmount, type Price, type Token, TradeType } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import { useClient } from 'wagmi'
import { config } from '../../core/config'
import { ROUTING_CHAIN_IDS } from '../../core/routingChains'
import { useClientSideRouter } from '../settings'
import { apiRoutedTrade, clientRoutedTrade } from './routedTrade'
import {
  stablecoinSelfPrice,
  USD_PRICING_MAX_HOPS,
  USD_PRICING_REFERENCE,
  usdPriceFromRoute,
  usdValue,
} from './usdPrice'

/** USD prices move slowly next to a trade's quote: they are refreshed every 15 s on every chain. */
const USD_PRICE_REFRESH_MS = 15_000

const currencyKey = (currency: Currency | undefined) =>
  currency ? `${currency.chainId}:${currency.isNative ? 'ETH' : currency.address}` : undefined

/**
 * The price of a currency in its chain's stablecoin: from a trade buying the reference amount of the
 * stablecoin, routed like trades (the quote API, or in the browser with the Auto Router off or the API
 * failing). Undefined while unknown.
 */
export function useUsdPrice(currency: Currency | undefined): Price<Currency, Token> | undefined {
  const chainId = currency?.chainId ?? 1
  const reference = USD_PRICING_REFERENCE[chainId]
  const self = currency ? stablecoinSelfPrice(currency) : undefined
  const userClientSide = useClientSideRouter()
  const client = useClient({ chainId })
  const priced = !!currency && !!reference && !self && ROUTING_CHAIN_IDS.has(chainId)
  const { data } = useQuery({
    queryKey: ['usd-price', currencyKey(currency), userClientSide ? 'client' : 'api'],
    enabled: priced && (!!client || (!userClientSide && !!config.quoteApiUrl)),
    queryFn: async ({ signal }) => {
      if (!currency || !reference) return null
      const request = {
        amount: reference,
        otherCurrency: currency,
        tradeType: TradeType.EXACT_OUTPUT,
        maxHops: USD_PRICING_MAX_HOPS,
      }
      let routed = null
      if (!userClientSide && config.quoteApiUrl) {
        try {
          routed = await apiRoutedTrade(config.quoteApiUrl, request, signal)
        } catch {
          if (!client) throw new Error('No route to a USD price')
          routed = await clientRoutedTrade(client, request)
        }
      } else if (client) {
        routed = await clientRoutedTrade(client, request)
      }
      return routed ? (usdPriceFromRoute(currency, routed.trade.routes[0]?.midPrice) ?? null) : null
    },
    staleTime: USD_PRICE_REFRESH_MS,
    refetchInterval: USD_PRICE_REFRESH_MS,
    retry: false,
  })
  return self ?? data ?? undefined
}

/** An amount's value in USD (the chain's stablecoin), or undefined when it cannot be priced. */
export function useUsdValue(amount: CurrencyAmount<Currency> | undefined): CurrencyAmount<Token> | undefined {
  const price = useUsdPrice(amount?.currency)
  return useMemo(() => usdValue(amount, price), [amount, price])
}
