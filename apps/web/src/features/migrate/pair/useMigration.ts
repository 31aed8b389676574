import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core'
import type { FeeAmount } from '@uniswap/v3-sdk'
import { useState } from 'react'
import type { Address, Hex } from 'viem'
import { unwrappedToken } from '../../pool-v2'
import { useDeadline } from '../../settings'
import { useRequestSimulation } from '../../simulation'
import { currencyId } from '../../tokens'
import {
  isAttempting,
  TransactionType,
  transactionStatus,
  useTransactionFlow,
  useTransactionRecord,
} from '../../transactions'
import {
  type MigrationAmounts,
  type MigratorPermit,
  migrationParams,
  migrationTransactionRequest,
  v2SqrtPriceX96,
} from './logic/migration'
import { MIGRATOR, type useMigratorAllowance } from './useMigratorAllowance'
import type { PairInfo } from './usePairInfo'

/** What a sent migration will refund, kept so it can be shown after the pool tokens are gone. */
export interface SentMigration {
  hash: Hex
  refund0: CurrencyAmount<Token>
  refund1: CurrencyAmount<Token>
}

/**
 * The migration Migrate sends: built from the form, simulated beside the buttons once the migrator may
 * take the pool tokens, sent as simulated, and followed until its receipt says it succeeded or failed.
 */
export function useMigration(input: {
  chainId: number
  pairAddress: Address
  account: Address
  info: PairInfo | undefined
  token0: Token | undefined
  token1: Token | undefined
  native: Currency
  fee: FeeAmount
  tickLower: number | undefined
  tickUpper: number | undefined
  invalidRange: boolean
  noLiquidity: boolean
  amounts: MigrationAmounts | undefined
  allowance: ReturnType<typeof useMigratorAllowance>
}) {
  const { chainId, info, token0, token1, native, amounts, tickLower, tickUpper, allowance } = input
  const deadline = useDeadline(chainId)
  const flow = useTransactionFlow()
  const attempting = isAttempting(flow.state)
  const error = flow.state.status === 'failed' ? flow.state.error.shortMessage : undefined
  const [sent, setSent] = useState<SentMigration | undefined>()
  // What became of it, as Activity knows it (a cancelled or dropped one is not pending forever).
  const record = useTransactionRecord(sent?.hash)
  const status = record ? transactionStatus(record) : undefined
  const confirmed = status === 'success'
  const failed = status === 'failed' || status === 'cancelled' || status === 'dropped'
  const pending = (!!sent && !confirmed && !failed) || attempting

  const { signature } = allowance
  const permit: MigratorPermit | undefined =
    allowance.approval.state !== 'APPROVED' && allowance.signed && signature
      ? {
          value: signature.amount,
          deadline: signature.deadline,
          v: signature.v,
          r: signature.r,
          s: signature.s,
        }
      : undefined
  const migration =
    info &&
    token0 &&
    token1 &&
    amounts &&
    tickLower !== undefined &&
    tickUpper !== undefined &&
    deadline !== undefined
      ? migrationTransactionRequest({
          migrator: MIGRATOR,
          params: migrationParams({
            pair: input.pairAddress,
            liquidity: info.balance,
            token0,
            token1,
            fee: input.fee,
            tickLower,
            tickUpper,
            amount0Min: amounts.amount0Min,
            amount1Min: amounts.amount1Min,
            recipient: input.account,
            deadline,
            wrappedNative: native.wrapped,
          }),
          ...(permit ? { permit } : {}),
          ...(input.noLiquidity
            ? { createPoolSqrtPriceX96: v2SqrtPriceX96(info.reserve0, info.reserve1) }
            : {}),
        })
      : undefined
  const idle = !attempting && !sent && !input.invalidRange && (info?.balance ?? 0n) > 0n
  const preview = useRequestSimulation(
    idle && allowance.allowed ? migration : undefined,
    input.account,
    chainId,
  )
  // Before the approval or the permit, the migration cannot run: the section says so, not that it fails.
  const awaitingApproval = idle && !allowance.allowed && migration !== undefined

  async function onMigrate() {
    if (!migration || !allowance.allowed || !token0 || !token1 || !amounts || !info) return
    const { refund0, refund1 } = amounts
    const outcome = await flow.send({
      request: migration,
      info: {
        type: TransactionType.MIGRATE_LIQUIDITY_V3,
        baseCurrencyId: currencyId(unwrappedToken(token0, native)),
        quoteCurrencyId: currencyId(unwrappedToken(token1, native)),
        isFork: info.isFork,
      },
    })
    if (outcome.status === 'submitted') setSent({ hash: outcome.hash, refund0, refund1 })
  }

  return { preview, awaitingApproval, sent, error, confirmed, failed, pending, onMigrate }
}
