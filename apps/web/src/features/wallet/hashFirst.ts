import type { Hex } from 'viem'

/**
 * Sending for a signer the app holds (the Devnet account), hash first: the transaction is signed, its hash
 * computed from the signed bytes, and only then broadcast, the same bytes again until the node says it
 * has them. So an answer lost after the node accepted the transaction loses nothing (the app records the
 * hash and the chain's receipt decides), and a retry never needs a second signature: resending the same
 * signed transaction cannot put a second one on chain.
 */

/** An error the node answered with (JSON-RPC `error`), as opposed to no answer at all. */
export class NodeAnswerError extends Error {
  override name = 'NodeAnswerError'
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}

export type NodeCall = (method: string, params: unknown[]) => Promise<unknown>

/**
 * A node error that says nothing about the request: its internal error (-32603), which a node behind a
 * failing proxy or load balancer also answers. Anything else the node answers is its verdict.
 */
export function isTransientNodeError(error: unknown): boolean {
  if (!(error instanceof NodeAnswerError)) return true
  return error.code === -32603 || /internal error/i.test(error.message)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Whether the node has the transaction (pending or mined): 'unknown' when it cannot say, asked again first. */
async function lookup(call: NodeCall, hash: Hex, delayMs = 100): Promise<'yes' | 'no' | 'unknown'> {
  try {
    return (await withRetries(() => call('eth_getTransactionByHash', [hash]), 3, delayMs)) === null
      ? 'no'
      : 'yes'
  } catch {
    return 'unknown'
  }
}

export interface BroadcastOptions {
  attempts?: number
  delayMs?: number
}

/**
 * Broadcasts a signed transaction: 'accepted' once the node took it (or shows it has it), 'unknown' when
 * no answer says so (the transaction may have reached the node: the caller still has its hash, and the
 * chain decides). Rejects only with a refusal from a node that answers it does not have the transaction:
 * then nothing was sent. A refusal alone proves nothing: 'nonce too low' or 'already known' may be about
 * an earlier copy whose answer was lost, and a browser resends a POST whose connection closed without an
 * answer, so even the first attempt may have reached the node more than once.
 */
export async function broadcastSigned(
  call: NodeCall,
  raw: Hex,
  hash: Hex,
  { attempts = 6, delayMs = 250 }: BroadcastOptions = {},
): Promise<'accepted' | 'unknown'> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await sleep(delayMs * attempt)
    try {
      await call('eth_sendRawTransaction', [raw])
      return 'accepted'
    } catch (error) {
      const known = await lookup(call, hash, Math.min(delayMs, 100))
      if (known === 'yes') return 'accepted'
      // The node's verdict on a transaction it says it does not have: nothing was sent.
      if (known === 'no' && !isTransientNodeError(error)) throw error
    }
  }
  return 'unknown'
}

/**
 * After an 'unknown' broadcast: the same bytes again now and then (bounded in time), until the node has
 * them; harmless when it already does. Never throws.
 */
export async function keepBroadcasting(
  call: NodeCall,
  raw: Hex,
  hash: Hex,
  { rounds = 20, delayMs = 3_000 }: { rounds?: number; delayMs?: number } = {},
): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    await sleep(delayMs)
    if ((await lookup(call, hash)) === 'yes') return
    await call('eth_sendRawTransaction', [raw]).catch(() => undefined)
  }
}

/** A read retried when no answer came (never when the node answered with an error, which is its answer). */
export async function withRetries<T>(read: () => Promise<T>, attempts = 5, delayMs = 150): Promise<T> {
  let last: unknown
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await sleep(delayMs * attempt)
    try {
      return await read()
    } catch (error) {
      if (!isTransientNodeError(error)) throw error
      last = error
    }
  }
  throw last
}
