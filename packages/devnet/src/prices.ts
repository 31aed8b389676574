/**
 * Prices of the replica in US dollars, the one place the seeding takes them from. Pools, pairs
 * and balances are sized in dollars and converted through these.
 */
export const USD_PRICES: Record<string, string> = {
  WETH: '3000',
  WBTC: '60000',
  USDC: '1',
  'USDC.e': '1',
  USDT: '1',
  DAI: '1',
  UNI: '8',
  LINK: '15',
  PAXG: '2000',
  mAAPL: '180',
  HONEY: '0.5',
  TAX5: '2',
}

/** Scale of the fixed-point dollar prices below. */
export const PRICE_DECIMALS = 8

export function usdPrice(symbol: string): bigint {
  const price = USD_PRICES[symbol]
  if (!price) throw new Error(`no price for ${symbol}`)
  const [whole = '0', fraction = ''] = price.split('.')
  return BigInt(whole + fraction.padEnd(PRICE_DECIMALS, '0').slice(0, PRICE_DECIMALS))
}

/** Raw token amount worth `usd` dollars. */
export function amountForUsd(symbol: string, decimals: number, usd: number): bigint {
  return (
    (BigInt(Math.round(usd * 100)) * 10n ** BigInt(decimals + PRICE_DECIMALS)) / (usdPrice(symbol) * 100n)
  )
}
