import { describe, expect, it } from 'vitest'
import {
  backoffDelayMs,
  DEFAULT_RETRY_POLICY,
  isRetriedMethod,
  isTransientRpcError,
  type RetryPolicy,
} from './retryPolicy'

const policy: RetryPolicy = { retries: 5, baseDelayMs: 100, maxDelayMs: 1_000 }

describe('backoffDelayMs', () => {
  it('doubles from the base delay and stops at the maximum', () => {
    expect(backoffDelayMs(0, policy, 1)).toBe(100)
    expect(backoffDelayMs(1, policy, 1)).toBe(200)
    expect(backoffDelayMs(2, policy, 1)).toBe(400)
    expect(backoffDelayMs(3, policy, 1)).toBe(800)
    expect(backoffDelayMs(4, policy, 1)).toBe(1_000)
    expect(backoffDelayMs(30, policy, 1)).toBe(1_000)
  })

  it('spreads each pause over [half, whole] of its ceiling', () => {
    expect(backoffDelayMs(0, policy, 0)).toBe(50)
    expect(backoffDelayMs(2, policy, 0)).toBe(200)
    for (let n = 0; n <= 40; n++) {
      for (const r of [0, 0.01, 0.25, 0.5, 0.77, 0.999, 1]) {
        const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** n)
        const delay = backoffDelayMs(n, policy, r)
        expect(delay).toBeGreaterThanOrEqual(Math.floor(ceiling / 2))
        expect(delay).toBeLessThanOrEqual(ceiling)
      }
    }
  })

  it('keeps the default policy within a few seconds in all', () => {
    let total = 0
    for (let attempt = 0; attempt < DEFAULT_RETRY_POLICY.retries; attempt++)
      total += backoffDelayMs(attempt, DEFAULT_RETRY_POLICY, 1)
    expect(total).toBeLessThan(12_000)
    expect(total).toBeGreaterThan(2_000)
  })
})

describe('what is retried', () => {
  it('never sends a transaction twice', () => {
    expect(isRetriedMethod('eth_sendRawTransaction')).toBe(false)
    expect(isRetriedMethod('eth_sendTransaction')).toBe(false)
    expect(isRetriedMethod('eth_call')).toBe(true)
    expect(isRetriedMethod('eth_getTransactionReceipt')).toBe(true)
    expect(isRetriedMethod('eth_estimateGas')).toBe(true)
  })

  it("retries a node's own trouble, not its answers about the request", () => {
    expect(isTransientRpcError(-32603, 'Internal error')).toBe(true)
    expect(isTransientRpcError(-32005, 'limit exceeded')).toBe(true)
    expect(isTransientRpcError(429, 'Too many requests')).toBe(true)
    expect(isTransientRpcError(3, 'execution reverted: Too little received')).toBe(false)
    expect(isTransientRpcError(-32603, 'execution reverted')).toBe(false)
    expect(isTransientRpcError(-32000, 'nonce too low')).toBe(false)
    expect(isTransientRpcError(-32602, 'invalid argument')).toBe(false)
    expect(isTransientRpcError(-32003, 'insufficient funds for gas * price + value')).toBe(false)
  })
})
