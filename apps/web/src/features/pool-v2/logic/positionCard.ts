import { type CurrencyAmount, Percent, type Token } from '@uniswap/sdk-core'
import type { Pair } from '@uniswap/v2-sdk'

/** What a v2 position holds: its pool tokens' share of the pair and the amounts of each token they redeem. */
export interface V2PositionValues {
  share: Percent
  pooled0: CurrencyAmount<Token>
  pooled1: CurrencyAmount<Token>
}

/**
 * The share and pooled amounts of `balance` pool tokens, or undefined until the supply is known (or when
 * the balance cannot be right: more than the whole supply).
 */
export function v2PositionValues(
  pair: Pair,
  balance: CurrencyAmount<Token> | undefined,
  totalSupply: CurrencyAmount<Token> | undefined,
): V2PositionValues | undefined {
  if (!balance || !totalSupply?.greaterThan(0) || balance.greaterThan(totalSupply)) return undefined
  return {
    share: new Percent(balance.quotient, totalSupply.quotient),
    pooled0: pair.getLiquidityValue(pair.token0, totalSupply, balance, false),
    pooled1: pair.getLiquidityValue(pair.token1, totalSupply, balance, false),
  }
}

export type V2CardAction = 'migrate' | 'add' | 'remove' | 'rewards'

/**
 * The actions of a managed card (spec: migrate, add, remove, the rewards pool): adding always; migrating
 * and removing take pool tokens from the wallet, so only with some there; the rewards pool where one
 * stakes this pair.
 */
export function v2CardActions(state: { inWallet: boolean; hasRewardsPool: boolean }): V2CardAction[] {
  return [
    ...(state.inWallet ? (['migrate'] as const) : []),
    'add',
    ...(state.inWallet ? (['remove'] as const) : []),
    ...(state.hasRewardsPool ? (['rewards'] as const) : []),
  ]
}
