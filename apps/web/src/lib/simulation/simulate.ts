import type { Address, Client, Hex } from 'viem'
import { encodeFunctionData, erc20Abi, hexToBigInt } from 'viem'
import { call, simulateBlocks } from 'viem/actions'
import { revertReasonOf } from '../transactions/errors'
import { classifyRevert, decodeRevertData, type SimulatedRevert } from './revert'
import {
  type BalanceChanges,
  balanceChangesFromLogs,
  loggedNetTransfer,
  type SimulatedLog,
  type TransferTax,
  transferTaxes,
} from './transfers'

export interface SimulationRequest {
  account: Address
  to: Address
  data?: Hex
  value?: bigint
  /**
   * ERC-20 tokens whose balance is read before and after, in the same simulated block, to see what the
   * account really received: a token that delivers less than its Transfer events say takes a fee.
   */
  watchTokens?: readonly Address[]
}

export type SimulationOutcome =
  | {
      status: 'success'
      changes: BalanceChanges
      gasUsed: bigint
      /**
       * Tokens that reached the account with less than was sent to it (fee on transfer): seen in the
       * trace as a fee Transfer beside the one to the account, or, for a watched token, as a balance
       * that grew by less than its Transfer events say.
       */
      feeOnTransfer: TransferTax[]
      /** True when the node lacks `eth_simulateV1`: only success was checked (plain `eth_call`). */
      partial: boolean
    }
  | { status: 'revert'; revert: SimulatedRevert; partial: boolean }

const balanceOf = (token: Address, account: Address) => ({
  to: token,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account] }),
})

/** Whether a node error says it does not have the method (so the partial `eth_call` preview is used). */
export function isMethodUnsupported(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    const entry = current as { code?: unknown; message?: unknown; details?: unknown }
    if (entry.code === -32601) return true
    const text = `${entry.message ?? ''} ${entry.details ?? ''}`
    if (/method not found|not supported|does not exist|unknown method|not available/i.test(text)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * Runs the exact transaction the wallet will be asked to sign, from the account, on the latest block,
 * with `eth_simulateV1` and transfer tracing: what the account pays and receives, NFTs minted or
 * burned, the gas it used, or why it reverts. Where the node lacks the method, a plain `eth_call`
 * checks that it succeeds and the outcome says the preview is partial. RPC failures other than a
 * revert are thrown: an unreachable node is never taken for a result.
 */
export async function simulateTransaction(
  client: Client,
  request: SimulationRequest,
): Promise<SimulationOutcome> {
  const { account, to, data, value } = request
  const watch = request.watchTokens ?? []
  const reads = watch.map((token) => balanceOf(token, account))
  let blocks: Awaited<ReturnType<typeof simulateBlocks>>
  try {
    blocks = await simulateBlocks(client, {
      blocks: [{ calls: [...reads, { account, to, data, value }, ...reads] }],
      traceTransfers: true,
      // Validation off: the account's nonce and base fee do not matter for what the call does.
      validation: false,
    })
  } catch (error) {
    if (!isMethodUnsupported(error)) throw error
    return partialSimulation(client, request)
  }
  const calls = blocks[0]?.calls ?? []
  const transaction = calls[watch.length]
  if (!transaction) throw new Error('The simulation returned no result for the transaction')
  if (transaction.status === 'failure') {
    const reason = decodeRevertData(transaction.data) ?? revertReasonOf(transaction.error)
    return { status: 'revert', revert: classifyRevert(reason), partial: false }
  }
  const logs = (transaction.logs ?? []) as SimulatedLog[]
  const feeOnTransfer = transferTaxes(logs, account)
  for (const [index, token] of watch.entries()) {
    const before = calls[index]
    const after = calls[watch.length + 1 + index]
    if (before?.status !== 'success' || after?.status !== 'success') continue
    const received = hexToBigInt(after.data) - hexToBigInt(before.data)
    const logged = loggedNetTransfer(logs, account, token)
    if (logged > 0n && received < logged && !feeOnTransfer.some((tax) => tax.token === token))
      feeOnTransfer.push({ token, sent: logged, received })
  }
  return {
    status: 'success',
    changes: balanceChangesFromLogs(logs, account),
    gasUsed: transaction.gasUsed,
    feeOnTransfer,
    partial: false,
  }
}

async function partialSimulation(client: Client, request: SimulationRequest): Promise<SimulationOutcome> {
  try {
    await call(client, { account: request.account, to: request.to, data: request.data, value: request.value })
    return {
      status: 'success',
      changes: { tokens: [], nfts: [] },
      gasUsed: 0n,
      feeOnTransfer: [],
      partial: true,
    }
  } catch (error) {
    const reason = revertReasonOf(error)
    // Only a revert is a result; a node that failed to answer is an error to report, not a verdict.
    if (reason === undefined && !/revert/i.test(String((error as Error)?.message ?? error))) throw error
    return { status: 'revert', revert: classifyRevert(reason), partial: true }
  }
}
