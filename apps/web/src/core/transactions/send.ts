import { t } from '@lingui/core/macro'
import type { Address, Client, Hex } from 'viem'
import { call, estimateGas, getTransactionCount } from 'viem/actions'
import { type SimulationOutcome, simulateTransaction } from '../../lib/simulation/simulate'
import { PRESIGN_SIMULATION_TIMEOUT_MS } from '../../lib/timeout'
import { revertReasonOf } from '../../lib/transactions/errors'
import { calculateGasMargin } from '../../lib/transactions/gas'
import type { TransactionRequest } from '../../lib/transactions/request'
import type { ConnectedWalletClient } from '../../lib/transactions/walletClient'
import {
  defaultRevertMessage,
  SendError,
  type SendStage,
  type SendWords,
  sendErrorKind,
  sendErrorOf,
  toSendError,
} from './sendError'

export type { SendWords } from './sendError'

/** What an app-built request sent, as recorded with its hash (decimal strings for amounts). */
export interface SentRequest {
  to: string
  data: string
  value: string
  /** The account's pending nonce read just before sending: what the wallet most likely used. */
  nonce?: number
}

/** What sending needs: the chain's client, the wallet, the record, and what the screen adds. */
export interface SendContext<Info> {
  client: Client
  /** The connected account: simulated and estimated from, before the wallet is asked. */
  account: Address
  /** Asked for only once the simulation and estimate passed (its account must be `account`). */
  getWalletClient: () => Promise<ConnectedWalletClient>
  /** Records the transaction; called the moment a hash exists, before anything else. */
  record: (hash: Hex, info: Info, sent: SentRequest) => void
  /** Told when the simulation and estimate passed and the wallet is asked. */
  onWalletAsked?: () => void
  words?: SendWords
  /** A check of the simulated outcome: a message refuses the transaction before the wallet is asked. */
  checkSimulation?: (outcome: SimulationOutcome | undefined) => string | undefined
  /**
   * The nonce an earlier attempt of the same transaction may have used (its answer was lost): if the
   * account's pending nonce has passed it, that attempt is on its way and nothing new is signed.
   */
  earlierNonce?: number
}

/** A transaction the simulation says would revert: shaped like a node's revert so callers map its reason. */
export class SimulatedRevertError extends Error {
  readonly reason: string | undefined
  constructor(reason: string | undefined) {
    super(`execution reverted${reason ? `: ${reason}` : ''}`)
    this.name = 'SimulatedRevertError'
    this.reason = reason
  }
}

/**
 * Simulates the exact transaction from the account on the latest block before the wallet is asked to
 * sign; one that would revert is refused with a SimulatedRevertError. A node that cannot answer the
 * simulation (an error, or no answer within PRESIGN_SIMULATION_TIMEOUT_MS) decides nothing: the
 * estimate then runs, and fails on its own if the node is down.
 */
export async function refuseSimulatedRevert(
  client: Parameters<typeof simulateTransaction>[0],
  request: Parameters<typeof simulateTransaction>[1],
): Promise<SimulationOutcome | undefined> {
  const outcome = await Promise.race([
    simulateTransaction(client, request).catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(resolve, PRESIGN_SIMULATION_TIMEOUT_MS)),
  ])
  if (outcome?.status === 'revert') throw new SimulatedRevertError(outcome.revert.reason)
  // The successful outcome (or undefined when the node gave none), for callers that check its balances.
  return outcome
}

type Ask = { account: Address; to: Address; data?: Hex; value?: bigint }

/** A node's answer about the transaction itself (a revert, or something unnamed), not about the node. */
const aboutTheTransaction = (error: unknown) =>
  ['reverted', 'other'].includes(sendErrorKind(error, 'prepare'))

/**
 * The gas limit: the request's fixed one, or the estimate raised by the spec's 120% margin. When the
 * estimate fails for the transaction's own sake, a plain call on the same (pending) state finds the
 * revert reason, so that a deadline the next block passes shows; a call that succeeds makes it an
 * unexpected estimate failure.
 */
async function gasLimit<Info>(ctx: SendContext<Info>, ask: Ask, fixed: bigint | undefined): Promise<bigint> {
  if (fixed !== undefined) return fixed
  const describeRevert = ctx.words?.revert ?? defaultRevertMessage
  let gas: bigint
  try {
    gas = await estimateGas(ctx.client, ask)
  } catch (estimateError) {
    if (!aboutTheTransaction(estimateError)) throw toSendError(estimateError, 'prepare')
    try {
      await call(ctx.client, { ...ask, blockTag: 'pending' })
    } catch (callError) {
      if (!aboutTheTransaction(callError)) throw toSendError(callError, 'prepare')
      const reason = revertReasonOf(callError) ?? revertReasonOf(estimateError)
      throw new SendError('reverted', describeRevert(reason), { cause: callError, reason })
    }
    throw sendErrorOf('estimate-failed', {
      cause: estimateError,
      words: ctx.words?.estimateUnexpected ?? t`Unexpected issue with estimating the gas. Please try again.`,
    })
  }
  if (gas === 0n)
    throw sendErrorOf('estimate-failed', {
      words: ctx.words?.estimateFailed ?? t`Unexpected error. Could not estimate gas.`,
    })
  return calculateGasMargin(gas)
}

/**
 * The one way this app sends a transaction: the exact request simulated from the account (a revert is
 * refused with its decoded reason), the screen's check of the outcome, the gas estimated with the 120%
 * margin, the wallet asked, and the transaction recorded the moment its hash exists. Resolves with the
 * hash; rejects with a SendError, whose `kind` says whether anything may have been sent.
 */
export async function sendTransaction<Info>(
  ctx: SendContext<Info>,
  request: TransactionRequest,
  info: Info,
): Promise<Hex> {
  let stage: SendStage = 'prepare'
  let nonce: number | undefined
  try {
    const ask: Ask = { account: ctx.account, to: request.to, data: request.data, value: request.value }
    // The nonce the wallet will most likely use, recorded with the hash (the chain's copy confirms it).
    const pendingNonce = getTransactionCount(ctx.client, { address: ctx.account, blockTag: 'pending' }).catch(
      () => undefined,
    )
    if (ctx.earlierNonce !== undefined) {
      // Unknown (the node does not answer) counts as on its way: nothing new is signed on a guess.
      const pending = (await pendingNonce) ?? Number.POSITIVE_INFINITY
      if (pending > ctx.earlierNonce) throw sendErrorOf('earlier-on-its-way', { nonce: ctx.earlierNonce })
    }
    let simulated: SimulationOutcome | undefined
    try {
      simulated = await refuseSimulatedRevert(ctx.client, ask)
    } catch (reverted) {
      throw toSendError(reverted, 'prepare', ctx.words?.revert)
    }
    const refusal = ctx.checkSimulation?.(simulated)
    if (refusal) throw new SendError('refused', refusal)
    const gas = await gasLimit(ctx, ask, request.gas)
    nonce = await pendingNonce
    const walletClient = await ctx.getWalletClient()
    // What was simulated is what is signed: a wallet now on another account sends nothing.
    if (walletClient.account.address.toLowerCase() !== ctx.account.toLowerCase())
      throw sendErrorOf('unsupported')
    stage = 'send'
    ctx.onWalletAsked?.()
    const hash = await walletClient.sendTransaction({
      ...ask,
      account: walletClient.account,
      chain: walletClient.chain,
      gas,
    })
    const sent: SentRequest = {
      to: request.to,
      data: request.data ?? '0x',
      value: (request.value ?? 0n).toString(),
      ...(nonce !== undefined ? { nonce } : {}),
    }
    try {
      ctx.record(hash, info, sent)
    } catch (recordError) {
      // The transaction is sent whatever became of its record: the hash is what the screen must show.
      console.error('Failed to record the transaction', hash, recordError)
    }
    return hash
  } catch (error) {
    if (error instanceof SendError) throw error
    const failure = toSendError(error, stage, ctx.words?.revert)
    const sendFailed = stage === 'send' && failure.kind === 'other' ? ctx.words?.sendFailed : undefined
    throw new SendError(failure.kind, sendFailed ? sendFailed(failure.shortMessage) : failure.shortMessage, {
      cause: error,
      reason: failure.reason,
      nonce,
    })
  }
}
