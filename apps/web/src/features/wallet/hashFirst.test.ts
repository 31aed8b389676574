import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  broadcastSigned,
  isTransientNodeError,
  NodeAnswerError,
  type NodeCall,
  withRetries,
} from './hashFirst'

const RAW = '0x02f8' as const
const HASH = `0x${'ab'.repeat(32)}` as const
const fast = { delayMs: 0 }

type Outcome = 'ok' | 'lost' | 'internal' | 'refused' | 'known'

/**
 * A node whose answers to eth_sendRawTransaction follow `outcomes` (then 'ok'); 'lost' and 'known' mean it
 * has the transaction from then on. Lookups fail when `lookupsFail`. Records every call.
 */
function node(outcomes: Outcome[], lookupsFail = false) {
  const calls: { method: string; params: unknown[] }[] = []
  let has = false
  let sends = 0
  const call: NodeCall = async (method, params) => {
    calls.push({ method, params })
    if (method === 'eth_getTransactionByHash') {
      if (lookupsFail) throw new TypeError('fetch failed')
      return has ? { hash: HASH } : null
    }
    const outcome = outcomes[sends++] ?? 'ok'
    switch (outcome) {
      case 'ok':
        has = true
        return HASH
      case 'lost':
        has = true
        throw new TypeError('fetch failed')
      case 'internal':
        throw new NodeAnswerError('Internal error', -32603)
      case 'known':
        throw new NodeAnswerError(has ? 'already known' : 'nonce too low', -32000)
      case 'refused':
        throw new NodeAnswerError('insufficient funds for gas * price + value', -32000)
    }
  }
  return { call, calls, sends: () => calls.filter((entry) => entry.method === 'eth_sendRawTransaction') }
}

describe('broadcastSigned', () => {
  it('is accepted when the node takes the transaction', async () => {
    const { call, sends } = node(['ok'])
    await expect(broadcastSigned(call, RAW, HASH, fast)).resolves.toBe('accepted')
    expect(sends()).toHaveLength(1)
  })

  it('is accepted when the answer was lost but the node has the transaction: no second send', async () => {
    const { call, sends } = node(['lost'])
    await expect(broadcastSigned(call, RAW, HASH, fast)).resolves.toBe('accepted')
    expect(sends()).toHaveLength(1)
  })

  it('sends the same bytes again after an internal error, and after a lost answer it cannot check', async () => {
    const { call, sends } = node(['internal', 'lost', 'ok'], true)
    await expect(broadcastSigned(call, RAW, HASH, fast)).resolves.toBe('accepted')
    expect(sends().map((entry) => entry.params)).toEqual([[RAW], [RAW], [RAW]])
  })

  it('refuses when the node refused the transaction and says it does not have it: then nothing was sent', async () => {
    const { call } = node(['refused'])
    await expect(broadcastSigned(call, RAW, HASH, fast)).rejects.toThrow('insufficient funds')
  })

  it("takes 'nonce too low' for the transaction's own earlier copy when the node has it", async () => {
    // The browser resent the first POST after its connection closed: the first answer seen is a refusal.
    const { call, sends } = node(['lost', 'known'])
    await expect(broadcastSigned(call, RAW, HASH, fast)).resolves.toBe('accepted')
    expect(sends()).toHaveLength(1)
  })

  it('never takes a refusal for a verdict when the node cannot say whether it has the transaction', async () => {
    const { call } = node(['refused', 'known', 'refused', 'refused', 'refused', 'refused'], true)
    await expect(broadcastSigned(call, RAW, HASH, fast)).resolves.toBe('unknown')
  })

  it('on any sequence of answers: never throws after a copy may have reached the node, never sends other bytes', async () => {
    const outcome = fc.constantFrom<Outcome>('ok', 'lost', 'internal', 'refused', 'known')
    await fc.assert(
      fc.asyncProperty(fc.array(outcome, { maxLength: 8 }), fc.boolean(), async (outcomes, lookupsFail) => {
        const { call, sends } = node(outcomes, lookupsFail)
        const result = await broadcastSigned(call, RAW, HASH, fast).catch((error: Error) => error)
        // Only the verdict of a node that answered it does not have the transaction.
        if (result instanceof Error) {
          expect(lookupsFail).toBe(false)
          const before = outcomes.slice(0, sends().length - 1)
          expect(before.some((outcome) => outcome === 'ok' || outcome === 'lost')).toBe(false)
        }
        for (const entry of sends()) expect(entry.params).toEqual([RAW])
        expect(sends().length).toBeLessThanOrEqual(6)
      }),
    )
  })
})

describe('withRetries', () => {
  it('asks again while no answer comes, and stops at the node’s own error', async () => {
    let asked = 0
    await expect(
      withRetries(
        async () => {
          asked++
          if (asked < 3) throw new TypeError('fetch failed')
          return 7
        },
        5,
        0,
      ),
    ).resolves.toBe(7)
    asked = 0
    await expect(
      withRetries(
        async () => {
          asked++
          throw new NodeAnswerError('execution reverted', 3)
        },
        5,
        0,
      ),
    ).rejects.toThrow('execution reverted')
    expect(asked).toBe(1)
  })

  it('takes an internal error or no answer for transient, any other node error for an answer', () => {
    expect(isTransientNodeError(new TypeError('fetch failed'))).toBe(true)
    expect(isTransientNodeError(new NodeAnswerError('Internal error', -32603))).toBe(true)
    expect(isTransientNodeError(new NodeAnswerError('nonce too low', -32000))).toBe(false)
  })
})
