import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core'
import type { FeeAmount } from '@uniswap/v3-sdk'
import { useState } from 'react'
import type { Address, Hex } from 'viem'
import { isUserRejection } from '../../../lib/transactions/errors'
import { useSendTransaction } from '../../../lib/transactions/useSendTransaction'
import { unwrappedToken } from '../../pool-v2'
import { useDeadline } from '../../settings'
import { useRequestSimulation } from '../../simulation'
import { currencyId } from '../../tokens'
import {
  isFailed,
  isSuccess,
  TransactionType,
  useAllTransactions,
  useTransactionAdder,
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
  const send = useSendTransaction()
  const addTransaction = useTransactionAdder()
  const transactions = useAllTransactions()
  const [attempting, setAttempting] = useState(false)
  const [sent, setSent] = useState<SentMigration | undefined>()
  const [error, setError] = useState<string | undefined>()
  const sentTx = sent ? transactions.find((tx) => tx.hash === sent.hash) : undefined
  const confirmed = !!sentTx && isSuccess(sentTx)
  const failed = !!sentTx && isFailed(sentTx)
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
    setError(undefined)
    setAttempting(true)
    try {
      // Estimated, then sent with the estimate plus 20%.
      const hash = await send(migration)
      addTransaction(hash, {
        type: TransactionType.MIGRATE_LIQUIDITY_V3,
        baseCurrencyId: currencyId(unwrappedToken(token0, native)),
        quoteCurrencyId: currencyId(unwrappedToken(token1, native)),
        isFork: info.isFork,
      })
      setSent({ hash, refund0: amounts.refund0, refund1: amounts.refund1 })
    } catch (sendError) {
      if (!isUserRejection(sendError)) {
        console.error('Migration failed', sendError)
        setError(sendError instanceof Error ? sendError.message.split('\n')[0] : String(sendError))
      }
    } finally {
      setAttempting(false)
    }
  }

  return { preview, awaitingApproval, sent, error, confirmed, failed, pending, onMigrate }
}
