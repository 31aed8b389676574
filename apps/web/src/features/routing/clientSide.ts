import { findBestTrade, loadPoolSnapshot, NATIVE } from '@exchange/router'
import { toSdkTrade } from '@exchange/router/sdk'
import { TradeType } from '@uniswap/sdk-core'
import { type Address, type Client, publicActions } from 'viem'
import type { RoutedTrade, RouteRequest } from './routedTradeTypes'

/**
 * Client-side routing (the Auto Router off, or no quote API for the chain): the router library over the
 * chain's pool state, read in the browser. Loaded only when it is used, with viem's read actions.
 */
export async function clientSideTrade(
  client: Client,
  { amount, otherCurrency, tradeType, maxHops, protocols, maxSplits }: RouteRequest,
): Promise<RoutedTrade | undefined> {
  const [currencyIn, currencyOut] =
    tradeType === TradeType.EXACT_INPUT ? [amount.currency, otherCurrency] : [otherCurrency, amount.currency]
  const snapshot = await loadPoolSnapshot(client.extend(publicActions), {
    chainId: amount.currency.chainId,
    tokens: [currencyIn.wrapped.address as Address, currencyOut.wrapped.address as Address],
  })
  const found = findBestTrade(snapshot, {
    tokenIn: currencyIn.isNative ? NATIVE : (currencyIn.address as Address),
    tokenOut: currencyOut.isNative ? NATIVE : (currencyOut.address as Address),
    amount: BigInt(amount.quotient.toString()),
    tradeType: tradeType === TradeType.EXACT_INPUT ? 'exactIn' : 'exactOut',
    ...(maxHops === undefined ? {} : { maxHops }),
    ...(protocols === undefined ? {} : { protocols }),
    ...(maxSplits === undefined ? {} : { maxSplits }),
  })
  if (!found) return undefined
  return {
    trade: toSdkTrade(found),
    blockNumber: found.blockNumber,
    gasUseEstimateUSD: found.gasUseEstimateUSD,
  }
}
