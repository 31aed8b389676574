import { CurrencyAmount, type Token } from '@uniswap/sdk-core'
import type { Pair } from '@uniswap/v2-sdk'

/** A v2 card: the pool tokens in the wallet, and those staked in the pair's rewards pool if any. */
export interface V2CardPosition {
  pair: Pair
  balance: CurrencyAmount<Token>
  staked?: CurrencyAmount<Token>
}

/**
 * Every pair the account has pool tokens of, in its wallet or in a rewards pool, once: a staked
 * position must not look like lost liquidity just because its tokens left the wallet.
 */
export function withStakedPositions(
  held: readonly { pair: Pair; balance: CurrencyAmount<Token> }[],
  staked: readonly { pair: Pair; amount: bigint }[],
): V2CardPosition[] {
  const stakedByToken = new Map(
    staked
      .filter(({ amount }) => amount > 0n)
      .map(({ pair, amount }) => [
        pair.liquidityToken.address.toLowerCase(),
        { pair, amount: CurrencyAmount.fromRawAmount(pair.liquidityToken, amount.toString()) },
      ]),
  )
  const cards: V2CardPosition[] = held.map(({ pair, balance }) => {
    const key = pair.liquidityToken.address.toLowerCase()
    const stake = stakedByToken.get(key)
    stakedByToken.delete(key)
    return stake ? { pair, balance, staked: stake.amount } : { pair, balance }
  })
  for (const { pair, amount } of stakedByToken.values())
    cards.push({ pair, balance: CurrencyAmount.fromRawAmount(pair.liquidityToken, 0), staked: amount })
  return cards
}
