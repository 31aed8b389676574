import type { Hex } from 'viem'

/** What an app-built request sent, as recorded with its hash (decimal strings for amounts). */
export interface SentRequest {
  to?: string | null
  data?: string
  value?: string
  /** The account's pending nonce read just before sending: what the wallet most likely used. */
  nonce?: number
}

const sent = new Map<string, SentRequest>()

/** Noted by the code that sends, the moment the wallet returns the hash. */
export function noteSentRequest(hash: Hex, request: SentRequest): void {
  sent.set(hash.toLowerCase(), request)
  // The recorder takes it within the same task; anything left is stale.
  if (sent.size > 50) sent.delete(sent.keys().next().value as string)
}

/** Taken by the code that records the transaction (useTransactionAdder). */
export function takeSentRequest(hash: string): SentRequest | undefined {
  const request = sent.get(hash.toLowerCase())
  sent.delete(hash.toLowerCase())
  return request
}
