import type { Currency, CurrencyAmount, Percent } from '@uniswap/sdk-core'
import type { Position } from '@uniswap/v3-sdk'
import { useState } from 'react'
import type { Address } from 'viem'
import { useDeadline } from '../../settings'
import { useRequestSimulation } from '../../simulation'
import { currencyId } from '../../tokens'
import { isAttempting, TransactionType, useTransactionFlow } from '../../transactions'
import type { AddTxState } from './AddConfirmModal'
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
export function useAddFlow(input: AddSendingInput) {
  const { chainId, account, manager, currencyA, currencyB, position, createPool, parsedAmounts } = input
  const [open, setOpen] = useState(false)
  const flow = useTransactionFlow()
  const deadline = useDeadline(chainId)
  // The dialog's state as the confirm dialog reads it, from the flow.
  const tx: AddTxState = {
    open,
    attempting: isAttempting(flow.state),
    hash: flow.state.status === 'submitted' ? flow.state.hash : undefined,
    error: flow.state.status === 'failed' ? flow.state.error.shortMessage : undefined,
  }

  const addRequest =
    open && position && account && manager && deadline !== undefined && currencyA && currencyB
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
  const reviewing = open && flow.state.status === 'idle'
  const preview = useRequestSimulation(reviewing ? addRequest : undefined, account, chainId)

  const onAdd = async () => {
    if (!position || !addRequest || !currencyA || !currencyB) return
    const outcome = await flow.send({
      request: addRequest,
      info: {
        type: TransactionType.ADD_LIQUIDITY_V3_POOL,
        createPool,
        baseCurrencyId: currencyId(currencyA),
        quoteCurrencyId: currencyId(currencyB),
        feeAmount: position.pool.fee,
        expectedAmountBaseRaw: parsedAmounts.CURRENCY_A?.quotient.toString() ?? '0',
        expectedAmountQuoteRaw: parsedAmounts.CURRENCY_B?.quotient.toString() ?? '0',
      },
    })
    // A refusal in the wallet closes the dialog, as before the flow.
    if (outcome.status === 'idle') setOpen(false)
  }
  const onOpen = () => {
    flow.reset()
    setOpen(true)
  }
  const onDismiss = () => {
    const sent = !!tx.hash
    setOpen(false)
    flow.reset()
    if (sent) input.onSent()
  }
  return { tx, onOpen, preview, onAdd, onDismiss }
}
