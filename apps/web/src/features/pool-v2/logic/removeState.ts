import type { Currency, CurrencyAmount, Price, Token } from '@uniswap/sdk-core'
import type { Pair } from '@uniswap/v2-sdk'
import type { ApprovalState } from '../../approvals'

/** Why Remove cannot be pressed; undefined when it can. */
export type RemoveError = { kind: 'CONNECT_WALLET' } | { kind: 'ENTER_AMOUNT' }

export function removeV2Error({
  account,
  liquidity,
  amountA,
  amountB,
}: {
  account: string | undefined
  liquidity: CurrencyAmount<Token> | undefined
  amountA: CurrencyAmount<Currency> | undefined
  amountB: CurrencyAmount<Currency> | undefined
}): RemoveError | undefined {
  if (!account) return { kind: 'CONNECT_WALLET' }
  if (!liquidity || !amountA || !amountB || liquidity.equalTo(0)) return { kind: 'ENTER_AMOUNT' }
  return undefined
}

/** What the remove screen's two buttons offer. */
export interface RemoveV2Actions {
  approveLabel: 'LOADING' | 'APPROVING' | 'APPROVED' | 'APPROVE'
  approveDisabled: boolean
  /** Remove opens the wallet dialog (no account) instead of the confirmation. */
  removeConnects: boolean
  removeDisabled: boolean
}

/**
 * Approve (by permit signature or transaction) is offered once an amount is valid and neither is in hand;
 * Remove opens the wallet dialog without an account and otherwise needs a valid amount and one of them.
 */
export function removeV2Actions({
  error,
  approval,
  signed,
}: {
  error: RemoveError | undefined
  approval: ApprovalState
  signed: boolean
}): RemoveV2Actions {
  const approved = approval === 'APPROVED'
  const connects = error?.kind === 'CONNECT_WALLET'
  return {
    approveLabel:
      approval === 'PENDING'
        ? 'APPROVING'
        : approved || signed
          ? 'APPROVED'
          : approval === 'UNKNOWN' && !error
            ? 'LOADING'
            : 'APPROVE',
    approveDisabled: !!error || approved || signed || approval === 'PENDING' || approval === 'UNKNOWN',
    removeConnects: connects,
    removeDisabled: connects ? false : !!error || (!approved && !signed),
  }
}

/** The route id that pays this side out the other way: WETH for ETH and ETH for WETH; else undefined. */
export function swappedId(currency: Currency | null | undefined, native: Currency): string | undefined {
  if (!currency) return undefined
  if (currency.isNative) return currency.wrapped.address
  return native.wrapped.equals(currency) ? 'ETH' : undefined
}

/** The pair's price of A in B, when the pair holds both. */
export function pairPrice(
  pair: Pair | null | undefined,
  currencyA: Currency | null | undefined,
  currencyB: Currency | null | undefined,
): Price<Token, Token> | undefined {
  return pair &&
    currencyA &&
    currencyB &&
    pair.involvesToken(currencyA.wrapped) &&
    pair.involvesToken(currencyB.wrapped)
    ? pair.priceOf(currencyA.wrapped)
    : undefined
}
