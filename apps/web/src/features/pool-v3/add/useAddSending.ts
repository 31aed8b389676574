import type { Currency, CurrencyAmount, Percent } from '@uniswap/sdk-core'
import type { Position } from '@uniswap/v3-sdk'
import { useState } from 'react'
import type { Address } from 'viem'
import { isUserRejection } from '../../../lib/transactions/errors'
import { useSendTransaction } from '../../../lib/transactions/useSendTransaction'
import { useDeadline } from '../../settings'
import { useRequestSimulation } from '../../simulation'
import { currencyId } from '../../tokens'
import { TransactionType, useTransactionAdder } from '../../transactions'
import { type AddTxState, CLOSED_TX } from './AddConfirmModal'
import { tryAddTransactionRequest } from './addCalldata'

export interface AddSendingInput {
  chainId: number
  account: Address | undefined
  manager: Address | undefined
  currencyA: Currency | undefined
  currencyB: Currency | undefined
  position: Position | undefined
  createPool: boolean
  parsedAmounts: { CURRENCY_A?: CurrencyAmount<Currency>; CURRENCY_B?: CurrencyAmount<Currency> }
  slippage: Percent
  /** The position an increase adds to; none for a new position. */
  existingTokenId: bigint | undefined
  /** After the confirm dialog of a sent transaction is closed. */
  onSent: () => void
}

/**
 * The add's confirm dialog and its transaction: the one request the dialog simulates and the Add button
 * sends (built while the dialog is open, with the deadline from the latest block), its record in the
 * activity, and the dialog's state.
 */
export function useAddSending(input: AddSendingInput) {
  const { chainId, account, manager, currencyA, currencyB, position, createPool, parsedAmounts } = input
  const [tx, setTx] = useState<AddTxState>(CLOSED_TX)
  const deadline = useDeadline(chainId)
  const send = useSendTransaction()
  const addTransaction = useTransactionAdder()

  const addRequest =
    tx.open && position && account && manager && deadline !== undefined && currencyA && currencyB
      ? tryAddTransactionRequest({
          position,
          currencyA,
          currencyB,
          recipient: account,
          slippage: input.slippage,
          deadline,
          createPool,
          tokenId: input.existingTokenId,
          manager,
        })
      : undefined
  const reviewing = tx.open && !tx.attempting && !tx.hash && !tx.error
  const preview = useRequestSimulation(reviewing ? addRequest : undefined, account, chainId)

  const onAdd = async () => {
    if (!position || !addRequest || !currencyA || !currencyB) return
    setTx({ ...CLOSED_TX, open: true, attempting: true })
    try {
      const hash = await send(addRequest)
      addTransaction(hash, {
        type: TransactionType.ADD_LIQUIDITY_V3_POOL,
        createPool,
        baseCurrencyId: currencyId(currencyA),
        quoteCurrencyId: currencyId(currencyB),
        feeAmount: position.pool.fee,
        expectedAmountBaseRaw: parsedAmounts.CURRENCY_A?.quotient.toString() ?? '0',
        expectedAmountQuoteRaw: parsedAmounts.CURRENCY_B?.quotient.toString() ?? '0',
      })
      setTx({ open: true, attempting: false, hash, error: undefined })
    } catch (error) {
      if (isUserRejection(error)) {
        setTx(CLOSED_TX)
        return
      }
      console.error('Failed to send the add liquidity transaction', error)
      setTx({ open: true, attempting: false, hash: undefined, error: errorMessage(error) })
    }
  }
  const onDismiss = () => {
    const sent = !!tx.hash
    setTx(CLOSED_TX)
    if (sent) input.onSent()
  }
  return { tx, setTx, preview, onAdd, onDismiss }
}

function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'shortMessage' in error && typeof error.shortMessage === 'string')
    return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}
