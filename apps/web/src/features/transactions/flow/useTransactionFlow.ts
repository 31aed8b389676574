import { useCallback, useRef, useState } from 'react'
import type { Hex } from 'viem'
import { useAccount, useClient } from 'wagmi'
import { type SendContext, type SendWords, sendTransaction } from '../../../core/transactions/send'
import { SendError, sendErrorOf, toSendError } from '../../../core/transactions/sendError'
import type { SimulationOutcome } from '../../../lib/simulation/simulate'
import type { TransactionRequest } from '../../../lib/transactions/request'
import { useWalletClientGetter } from '../../../lib/transactions/walletClient'
import { useTransactionAdder } from '../hooks'
import type { TransactionInfo } from '../state'

/** What a dialog shows of its transaction. */
export type TransactionFlowState =
  | { status: 'idle' }
  | { status: 'simulating' }
  | { status: 'waiting-for-wallet' }
  | { status: 'submitted'; hash: Hex }
  | { status: 'failed'; error: SendError }

/** A transaction ready to send: the exact request and what the record says it does. */
export interface PreparedTransaction {
  request: TransactionRequest
  info: TransactionInfo
}

export interface FlowOptions {
  words?: SendWords
  checkSimulation?: (outcome: SimulationOutcome | undefined) => string | undefined
  /** A refusal in the wallet returns to idle (the form); with this, it is shown as a failure instead. */
  showRejection?: boolean
}

export const IDLE: TransactionFlowState = { status: 'idle' }

/**
 * A dialog's transaction, idle → simulating → waiting for the wallet → submitted (hash) or failed
 * (SendError): `send(build)` builds the request when asked (a deadline from the latest block), sends it
 * through the one send action and records it at its hash. After an attempt whose answer was lost (it may
 * have been sent), the next one signs nothing new while that one may be on its way. Resolves with the
 * state it ends in: submitted, failed, or idle (refused in the wallet).
 */
export function useTransactionFlow(options: FlowOptions = {}) {
  const { chainId, address: account } = useAccount()
  const getWalletClient = useWalletClientGetter(chainId)
  const client = useClient({ chainId })
  const addTransaction = useTransactionAdder()
  const [state, setState] = useState<TransactionFlowState>(IDLE)
  const earlierNonce = useRef<number | undefined>(undefined)
  // Read when sending: a screen passes a new options object each render.
  const latestOptions = useRef(options)
  latestOptions.current = options

  const send = useCallback(
    async (
      build: PreparedTransaction | (() => PreparedTransaction | Promise<PreparedTransaction>),
      /** What this one transaction adds to the flow's options (the swap's check of its own trade). */
      extra: Pick<FlowOptions, 'words' | 'checkSimulation'> = {},
    ): Promise<TransactionFlowState> => {
      setState({ status: 'simulating' })
      const words = extra.words ?? latestOptions.current.words
      const checkSimulation = extra.checkSimulation ?? latestOptions.current.checkSimulation
      try {
        // Without a node or an account there is nothing to simulate from: the wallet is not asked.
        if (!client || !account) throw sendErrorOf('unsupported')
        const { request, info } = typeof build === 'function' ? await build() : build
        const ctx: SendContext<TransactionInfo> = {
          client,
          account,
          getWalletClient,
          record: (hash, recorded, sent) => addTransaction(hash, recorded, sent),
          onWalletAsked: () => setState({ status: 'waiting-for-wallet' }),
          ...(words ? { words } : {}),
          ...(checkSimulation ? { checkSimulation } : {}),
          ...(earlierNonce.current !== undefined ? { earlierNonce: earlierNonce.current } : {}),
        }
        const hash = await sendTransaction(ctx, request, info)
        earlierNonce.current = undefined
        const submitted: TransactionFlowState = { status: 'submitted', hash }
        setState(submitted)
        return submitted
      } catch (caught) {
        const error = caught instanceof SendError ? caught : toSendError(caught, 'prepare', words?.revert)
        if (error.kind === 'maybe-sent' && error.nonce !== undefined) earlierNonce.current = error.nonce
        if (error.kind === 'rejected' && !latestOptions.current.showRejection) {
          setState(IDLE)
          return IDLE
        }
        if (error.kind !== 'rejected') console.error('The transaction was not sent', error.cause ?? error)
        const failed: TransactionFlowState = { status: 'failed', error }
        setState(failed)
        return failed
      }
    },
    [client, account, getWalletClient, addTransaction],
  )
  const reset = useCallback(() => setState(IDLE), [])
  return { state, send, reset }
}

/** Whether the flow is busy with an attempt (simulating or waiting for the wallet). */
export function isAttempting(state: TransactionFlowState): boolean {
  return state.status === 'simulating' || state.status === 'waiting-for-wallet'
}

/** A dialog's transaction flow, as useTransactionFlow gives it. */
export type TransactionFlow = ReturnType<typeof useTransactionFlow>
