import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core'
import { useState } from 'react'
import type { Hex } from 'viem'
import { isUserRejection } from '../../../lib/transactions/errors'
import type { TransactionRequest } from '../../../lib/transactions/useSendTransaction'
import { useSendTransaction } from '../../../lib/transactions/useSendTransaction'
import { unwrappedToken } from '../../pool-v2'
import { currencyId } from '../../tokens'
import {
  isFailed,
  isSuccess,
  TransactionType,
  useAllTransactions,
  useTransactionAdder,
} from '../../transactions'

/** What a sent migration will refund, kept so it can be shown after the pool tokens are gone. */
export interface SentMigration {
  hash: Hex
  refund0: CurrencyAmount<Token>
  refund1: CurrencyAmount<Token>
}

/** What Migrate sends: the migrator call and what the record of it says. */
export interface MigrationToSend {
  request: TransactionRequest
  token0: Token
  token1: Token
  native: Currency
  isFork: boolean
  refund0: CurrencyAmount<Token>
  refund1: CurrencyAmount<Token>
}

/** Sends the migration and follows it: pending until its receipt says it succeeded or failed. */
export function useSendMigration() {
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

  async function sendMigration(migration: MigrationToSend) {
    setError(undefined)
    setAttempting(true)
    try {
      // Estimated, then sent with the estimate plus 20%.
      const hash = await send(migration.request)
      addTransaction(hash, {
        type: TransactionType.MIGRATE_LIQUIDITY_V3,
        baseCurrencyId: currencyId(unwrappedToken(migration.token0, migration.native)),
        quoteCurrencyId: currencyId(unwrappedToken(migration.token1, migration.native)),
        isFork: migration.isFork,
      })
      setSent({ hash, refund0: migration.refund0, refund1: migration.refund1 })
    } catch (sendError) {
      if (!isUserRejection(sendError)) {
        console.error('Migration failed', sendError)
        setError(sendError instanceof Error ? sendError.message.split('\n')[0] : String(sendError))
      }
    } finally {
      setAttempting(false)
    }
  }

  return { attempting, sent, error, confirmed, failed, pending, sendMigration }
}
