import type { Address, Client, Hash, Hex, TransactionReceipt } from 'viem'
import { TransactionReceiptNotFoundError } from 'viem'
import {
  call,
  getBlock,
  getBlockNumber,
  getTransaction,
  getTransactionCount,
  getTransactionReceipt,
} from 'viem/actions'
import { revertReasonOf } from '../../lib/transactions/errors'
import {
  type ChainDetails,
  classifyNonceTaker,
  decide,
  findNonceBlock,
  type NonceOutcome,
  type SerializableTransactionReceipt,
  type TransactionDetails,
} from './state'

/** How far back the transaction that used a nonce is looked for. */
export const NONCE_SEARCH_BLOCKS = 4_096

export type Finding =
  | { kind: 'wait' }
  | {
      kind: 'mined'
      receipt: SerializableTransactionReceipt
      outcome?: 'replaced' | 'cancelled'
      revertReason?: string
    }
  | {
      kind: 'nonce-used'
      outcome: NonceOutcome
      replacedBy?: string
      receipt?: SerializableTransactionReceipt
    }

export function serializeReceipt(receipt: TransactionReceipt): SerializableTransactionReceipt {
  return {
    blockHash: receipt.blockHash,
    blockNumber: Number(receipt.blockNumber),
    contractAddress: receipt.contractAddress ?? null,
    from: receipt.from,
    status: receipt.status === 'success' ? 1 : 0,
    to: receipt.to,
    transactionHash: receipt.transactionHash,
    transactionIndex: receipt.transactionIndex,
  }
}

/** A receipt, `null` when the node says there is none, `undefined` when it could not be read. */
async function receiptOf(
  client: Client,
  hash: string,
): Promise<SerializableTransactionReceipt | null | undefined> {
  try {
    return serializeReceipt(await getTransactionReceipt(client, { hash: hash as Hash }))
  } catch (error) {
    return error instanceof TransactionReceiptNotFoundError ? null : undefined
  }
}

/** The chain's copy of a sent transaction, while the node has it (pending or mined). */
export async function chainDetailsOf(client: Client, hash: string): Promise<ChainDetails | undefined> {
  try {
    const tx = await getTransaction(client, { hash: hash as Hash })
    return {
      nonce: tx.nonce,
      to: tx.to ?? null,
      data: tx.input,
      value: tx.value.toString(),
      gas: tx.gas.toString(),
      ...(tx.maxFeePerGas !== undefined ? { maxFeePerGas: tx.maxFeePerGas.toString() } : {}),
      ...(tx.maxPriorityFeePerGas !== undefined
        ? { maxPriorityFeePerGas: tx.maxPriorityFeePerGas.toString() }
        : {}),
      ...(tx.gasPrice !== undefined ? { gasPrice: tx.gasPrice.toString() } : {}),
    }
  } catch {
    return undefined
  }
}

/** Why a mined transaction reverted: it is run again on the state before its block. Best effort. */
async function revertReasonOfMined(
  client: Client,
  tx: Pick<TransactionDetails, 'from' | 'to' | 'data' | 'value' | 'gas'>,
  blockNumber: number,
): Promise<string | undefined> {
  if (!tx.to || tx.data === undefined) return undefined
  try {
    await call(client, {
      account: tx.from as Address,
      to: tx.to as Address,
      data: tx.data as Hex,
      value: BigInt(tx.value ?? '0'),
      ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
      blockNumber: BigInt(Math.max(0, blockNumber - 1)),
    })
    return undefined
  } catch (error) {
    return revertReasonOf(error)
  }
}

/**
 * The transaction that used `nonce` of `account`, found by a binary search on the account's nonce
 * between the block the app knew when it sent (`since`: the nonce was free then) and the latest.
 */
async function nonceTaker(client: Client, account: Address, nonce: number, since: number | undefined) {
  const latest = Number(await getBlockNumber(client, { cacheTime: 0 }))
  const low = Math.max(0, since === undefined ? latest - 128 : since - 2, latest - NONCE_SEARCH_BLOCKS)
  const block = await findNonceBlock(nonce, low, latest, (blockNumber) =>
    getTransactionCount(client, { address: account, blockNumber: BigInt(blockNumber) }),
  )
  if (block === undefined) return undefined
  const { transactions } = await getBlock(client, { blockNumber: BigInt(block), includeTransactions: true })
  return transactions.find(
    (entry) => entry.from.toLowerCase() === account.toLowerCase() && entry.nonce === nonce,
  )
}

/**
 * One look at the chain for a pending transaction: the account's nonce first, then the receipts of
 * every hash sent with it; when the nonce was used by none of them, the transaction that used it.
 * Every read that fails leaves the transaction pending ('wait'); only what the chain answered decides.
 */
export async function lookAtChain(client: Client, tx: TransactionDetails): Promise<Finding> {
  const account = tx.from as Address
  // Only a nonce the chain reported is trusted: a wallet may have sent with another one than asked.
  const nonce = tx.fromChain ? tx.nonce : undefined
  const accountNonce =
    nonce === undefined
      ? undefined
      : await getTransactionCount(client, { address: account, blockTag: 'latest' }).catch(() => undefined)
  const hashes = [tx.hash, ...(tx.replacements ?? []).map((replacement) => replacement.hash)]
  const receipts = Object.fromEntries(
    await Promise.all(hashes.map(async (hash) => [hash, await receiptOf(client, hash)] as const)),
  )
  const verdict = decide({ ...tx, nonce }, { receipts, accountNonce })
  if (verdict.kind === 'mined') {
    const reverted = verdict.receipt.status === 0
    const revertReason = reverted
      ? await revertReasonOfMined(client, tx, verdict.receipt.blockNumber)
      : undefined
    return {
      kind: 'mined',
      receipt: verdict.receipt,
      ...(verdict.outcome ? { outcome: verdict.outcome } : {}),
      ...(revertReason !== undefined ? { revertReason } : {}),
    }
  }
  if (verdict.kind === 'wait' || nonce === undefined) return { kind: 'wait' }
  let taker: Awaited<ReturnType<typeof nonceTaker>>
  try {
    taker = await nonceTaker(client, account, nonce, tx.addedBlock)
  } catch {
    return { kind: 'wait' }
  }
  // Not found, or one of ours after all (a node behind another): look again at the next block.
  if (!taker || hashes.includes(taker.hash)) return { kind: 'wait' }
  const outcome = classifyNonceTaker(tx, {
    hash: taker.hash,
    from: taker.from,
    to: taker.to,
    input: taker.input,
    value: taker.value,
  })
  if (outcome !== 'replaced') return { kind: 'nonce-used', outcome, replacedBy: taker.hash }
  const receipt = await receiptOf(client, taker.hash)
  if (!receipt) return { kind: 'wait' }
  return { kind: 'nonce-used', outcome, replacedBy: taker.hash, receipt }
}
