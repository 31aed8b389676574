import type { CurrencyAmount, Percent, Price, Token } from '@uniswap/sdk-core'
import type { Pool } from '@uniswap/v3-sdk'
import type { ApprovalState } from '../../../approvals'
import {
  isLargePriceDifference,
  type MigrationAmounts,
  migrationAmounts,
  priceDifference,
  v2LiquidityValue,
  v2SpotPrice,
} from './migration'

/** The v2 pair as the form reads it: reserves, supply and the account's pool tokens. */
export interface PairReserves {
  reserve0: bigint
  reserve1: bigint
  totalSupply: bigint
  balance: bigint
}

/** What the migration form shows: both prices and their difference, what the burn returns and what moves. */
export interface MigrationView {
  v2Price?: Price<Token, Token>
  v3Price?: Price<Token, Token>
  /** v3 against v2, signed; a large one warns. */
  difference?: Percent
  largeDifference: boolean
  /** The prices of A (the range's base) in B. */
  v2PriceOfA?: Price<Token, Token>
  v3PriceOfA?: Price<Token, Token>
  /** The token amounts the account's pool tokens are worth. */
  burned?: { amount0: CurrencyAmount<Token>; amount1: CurrencyAmount<Token> }
  /** The v3 position they buy in the range, the refund and the minimums; undefined until it can be sized. */
  amounts?: MigrationAmounts
}

export function deriveMigration(input: {
  info: PairReserves | undefined
  token0: Token | undefined
  token1: Token | undefined
  /** The existing v3 pool, if any. */
  pool: Pool | null
  /** The pool the position is sized in: the existing one, or a new one at the v2 price. */
  poolForMigration: Pool | undefined
  /** Whether the range's base (A) is token0. */
  aIs0: boolean
  tickLower: number | undefined
  tickUpper: number | undefined
  invalidRange: boolean
  slippage: Percent
}): MigrationView {
  const { info, token0, token1, pool, poolForMigration, aIs0, tickLower, tickUpper } = input
  const v2Price =
    info && token0 && token1 ? v2SpotPrice(token0, token1, info.reserve0, info.reserve1) : undefined
  const v3Price = pool && token0 ? pool.priceOf(token0) : undefined
  const difference = v2Price && v3Price ? priceDifference(v2Price, v3Price) : undefined
  const burned =
    info && token0 && token1
      ? v2LiquidityValue({
          token0,
          token1,
          reserve0: info.reserve0,
          reserve1: info.reserve1,
          totalSupply: info.totalSupply,
          liquidity: info.balance,
        })
      : undefined
  let amounts: MigrationAmounts | undefined
  if (
    burned &&
    poolForMigration &&
    tickLower !== undefined &&
    tickUpper !== undefined &&
    !input.invalidRange &&
    info &&
    info.balance > 0n
  ) {
    try {
      amounts = migrationAmounts({
        pool: poolForMigration,
        tickLower,
        tickUpper,
        amount0: burned.amount0,
        amount1: burned.amount1,
        slippage: input.slippage,
      })
    } catch (error) {
      console.error('Could not size the v3 position', error)
    }
  }
  return {
    v2Price,
    v3Price,
    difference,
    largeDifference: !!difference && isLargePriceDifference(difference),
    v2PriceOfA: v2Price ? (aIs0 ? v2Price : v2Price.invert()) : undefined,
    v3PriceOfA: v3Price ? (aIs0 ? v3Price : v3Price.invert()) : undefined,
    burned,
    amounts,
  }
}

/** Why Migrate cannot be pressed, first reason first; undefined when it can. */
export type MigrateBlock =
  | { kind: 'NOT_ALLOWED' }
  | { kind: 'NO_POSITION' }
  | { kind: 'INVALID_RANGE' }
  | { kind: 'PENDING' }
  | { kind: 'DONE' }
  | { kind: 'SIMULATED_REVERT' }

export interface MigrateActions {
  allowLabel: 'LOADING' | 'APPROVING' | 'ALLOWED' | 'ALLOW'
  allowDisabled: boolean
  submitLabel: 'SUCCESS' | 'MIGRATING' | 'MIGRATE'
  block: MigrateBlock | undefined
}

/**
 * The allow and migrate buttons: the pool tokens are allowed by an approval or a valid permit signature;
 * Migrate needs that, a sized position, a valid range, and no migration pending or done.
 */
export function migrateActions(input: {
  approval: ApprovalState
  signed: boolean
  balance: bigint
  /** The form is locked while a sent migration has not failed. */
  disabledForm: boolean
  sized: boolean
  invalidRange: boolean
  pending: boolean
  confirmed: boolean
  /** The simulation of the exact migration says it would revert (the reason shows above the buttons). */
  simulatedRevert?: boolean
}): MigrateActions {
  const allowed = input.approval === 'APPROVED' || input.signed
  const block: MigrateBlock | undefined = !allowed
    ? { kind: 'NOT_ALLOWED' }
    : !input.sized
      ? { kind: 'NO_POSITION' }
      : input.confirmed
        ? { kind: 'DONE' }
        : input.pending
          ? { kind: 'PENDING' }
          : input.invalidRange
            ? { kind: 'INVALID_RANGE' }
            : input.simulatedRevert
              ? { kind: 'SIMULATED_REVERT' }
              : undefined
  return {
    allowLabel:
      input.approval === 'PENDING'
        ? 'APPROVING'
        : allowed
          ? 'ALLOWED'
          : input.approval === 'UNKNOWN' && input.balance > 0n
            ? 'LOADING'
            : 'ALLOW',
    allowDisabled:
      allowed ||
      input.approval === 'PENDING' ||
      input.approval === 'UNKNOWN' ||
      input.balance === 0n ||
      input.disabledForm,
    submitLabel: input.confirmed ? 'SUCCESS' : input.pending ? 'MIGRATING' : 'MIGRATE',
    block,
  }
}
