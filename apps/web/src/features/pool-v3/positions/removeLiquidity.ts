import { type Currency, CurrencyAmount, Percent, type Token } from '@uniswap/sdk-core'
import { NonfungiblePositionManager, Position } from '@uniswap/v3-sdk'
import type { Address, Hex } from 'viem'
import type { TransactionRequest } from '../../../lib/transactions/request'

/** Remove v3's default slippage tolerance (spec section 9: 5%), used while the user has set none. */
export const REMOVE_V3_SLIPPAGE = new Percent(5, 100)

/** The slippage a removal is sent with: the user's own tolerance when set (basis points), else 5%. */
export function removeSlippage(userSlippage: number | 'auto' | undefined): Percent {
  if (typeof userSlippage !== 'number') return REMOVE_V3_SLIPPAGE
  if (!Number.isInteger(userSlippage) || userSlippage < 0 || userSlippage > 10_000)
    throw new Error(`Unexpected slippage ${userSlippage}`)
  return new Percent(userSlippage, 10_000)
}

/** The percent buttons under the slider (spec section 9: 25, 50, 75, 100 as Max). */
export const PERCENT_BUTTONS = [25, 50, 75, 100] as const

/**
 * An amount of a wrapped native token as the native currency, when the user receives the native
 * currency (the position manager then unwraps it); otherwise the amount unchanged.
 */
export function receivedAs(
  amount: CurrencyAmount<Token>,
  native: Currency | undefined,
): CurrencyAmount<Currency> {
  return native?.wrapped.equals(amount.currency)
    ? CurrencyAmount.fromRawAmount(native, amount.quotient)
    : amount
}

export interface RemoveAmounts {
  liquidityPercentage: Percent
  /** What the removed liquidity is worth at the pool's current price, in token0 and token1. */
  liquidityValue0: CurrencyAmount<Token>
  liquidityValue1: CurrencyAmount<Token>
}

/**
 * What removing `percent` (0..100) of a position pays out at the current price: the amounts of a
 * position holding that share of the liquidity, exactly as the SDK builds the decrease call.
 */
export function removeAmounts(position: Position, percent: number): RemoveAmounts {
  const liquidityPercentage = new Percent(Math.max(0, Math.min(100, Math.round(percent))), 100)
  const partial = new Position({
    pool: position.pool,
    liquidity: liquidityPercentage.multiply(position.liquidity).quotient,
    tickLower: position.tickLower,
    tickUpper: position.tickUpper,
  })
  return { liquidityPercentage, liquidityValue0: partial.amount0, liquidityValue1: partial.amount1 }
}

export interface RemoveCallRequest {
  position: Position
  tokenId: bigint
  percent: number
  /** The fees owed now (from the static collect call), in the pool's tokens. */
  feeValue0: CurrencyAmount<Token>
  feeValue1: CurrencyAmount<Token>
  recipient: Address
  deadline: bigint
  /** The chain's native currency when the user receives it instead of the wrapped token. */
  native: Currency | undefined
  /** The bound on the amounts (removeSlippage: the user's, else 5%). */
  slippage: Percent
}

/**
 * The position manager multicall that decreases the liquidity by the percent with the slippage
 * bound and the deadline, then collects everything owed to the recipient (unwrapping when asked).
 */
export function removeCallParameters(request: RemoveCallRequest): { calldata: Hex; value: bigint } {
  const { calldata, value } = NonfungiblePositionManager.removeCallParameters(request.position, {
    tokenId: request.tokenId.toString(),
    liquidityPercentage: new Percent(Math.round(request.percent), 100),
    slippageTolerance: request.slippage,
    deadline: request.deadline.toString(),
    collectOptions: {
      expectedCurrencyOwed0: receivedAs(request.feeValue0, request.native),
      expectedCurrencyOwed1: receivedAs(request.feeValue1, request.native),
      recipient: request.recipient,
    },
  })
  return { calldata: calldata as Hex, value: BigInt(value) }
}

/** The collect multicall for the fees owed (learned by a static call), as the SDK builds it. */
export function collectCallParameters(request: {
  tokenId: bigint
  feeValue0: CurrencyAmount<Token>
  feeValue1: CurrencyAmount<Token>
  recipient: Address
  native: Currency | undefined
}): { calldata: Hex; value: bigint } {
  const { calldata, value } = NonfungiblePositionManager.collectCallParameters({
    tokenId: request.tokenId.toString(),
    expectedCurrencyOwed0: receivedAs(request.feeValue0, request.native),
    expectedCurrencyOwed1: receivedAs(request.feeValue1, request.native),
    recipient: request.recipient,
  })
  return { calldata: calldata as Hex, value: BigInt(value) }
}

/** The removal to the position manager: what the confirm dialog simulates and Remove sends. */
export function removeTransactionRequest(
  request: RemoveCallRequest & { manager: Address },
): TransactionRequest {
  const { calldata, value } = removeCallParameters(request)
  return { to: request.manager, data: calldata, value }
}

/** A request built by the SDK, or undefined where the SDK refuses the inputs (a position without liquidity). */
export function unlessRefused<T>(build: () => T): T | undefined {
  try {
    return build()
  } catch {
    return undefined
  }
}

/** The collect to the position manager: what the fees card simulates and Collect fees sends. */
export function collectTransactionRequest(
  request: Parameters<typeof collectCallParameters>[0] & { manager: Address },
): TransactionRequest {
  const { calldata, value } = collectCallParameters(request)
  return { to: request.manager, data: calldata, value }
}

/** The largest uint128: collect's amount maxima, to learn everything owed (spec section 7). */
export const MAX_UINT128 = 2n ** 128n - 1n

/**
 * The remove button: 'Closed' when the position has no liquidity, 'Connect Wallet' without an account, 'Enter a percent' at 0%, else 'Remove'; enabled only for Remove with amounts known.
 */
export function removeButtonState({
  account,
  closed,
  percent,
  amountsKnown,
}: {
  account: boolean
  closed: boolean
  percent: number
  amountsKnown: boolean
}): { label: 'CONNECT_WALLET' | 'CLOSED' | 'ENTER_A_PERCENT' | 'REMOVE'; disabled: boolean } {
  if (closed) return { label: 'CLOSED', disabled: true }
  if (!account) return { label: 'CONNECT_WALLET', disabled: true }
  if (percent <= 0) return { label: 'ENTER_A_PERCENT', disabled: true }
  return { label: 'REMOVE', disabled: !amountsKnown }
}
