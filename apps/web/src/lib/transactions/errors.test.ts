import { describe, expect, it } from 'vitest'
import { classifySendError, revertReasonOf } from './errors'

/** A viem-style error chain: an outer error whose cause is the node's. */
const wrapped = (message: string, cause: unknown) => Object.assign(new Error(message), { cause })

describe('classifySendError', () => {
  it('recognizes a refusal in the wallet however deeply wrapped', () => {
    expect(classifySendError(wrapped('User rejected the request.', { code: 4001, message: 'denied' }))).toBe(
      'rejected',
    )
  })

  it('names a transport failure unreachable, never a revert', () => {
    expect(
      classifySendError(wrapped('HTTP request failed.', { name: 'HttpRequestError', status: 503 })),
    ).toBe('unreachable')
    expect(classifySendError(new Error('Failed to send batch call'))).toBe('unreachable')
    expect(classifySendError(wrapped('x', { code: -32000, message: '502: Bad Gateway' }))).toBe('unreachable')
    expect(classifySendError(wrapped('x', new Error('No response within 10000 ms')))).toBe('unreachable')
    expect(classifySendError(wrapped('x', { code: -32603, message: 'Internal error' }))).toBe('unreachable')
  })

  it('tells a revert, insufficient funds and a refused nonce apart', () => {
    expect(
      classifySendError(wrapped('x', { code: 3, message: 'execution reverted: Too little received' })),
    ).toBe('reverted')
    expect(classifySendError(new Error('insufficient funds for gas * price + value'))).toBe(
      'insufficient-funds',
    )
    expect(classifySendError(new Error('nonce too low'))).toBe('nonce')
    expect(classifySendError(new Error('Invalid nonce: the wallet sets it'))).toBe('nonce')
    expect(classifySendError(new Error('something odd'))).toBe('other')
  })
})

describe('revertReasonOf', () => {
  it('reads the reason from a decoded error, a cause or the message', () => {
    expect(revertReasonOf(wrapped('x', { data: { errorName: 'Error', args: ['STF'] } }))).toBe('STF')
    expect(revertReasonOf(new Error('execution reverted: Too little received'))).toBe('Too little received')
    expect(revertReasonOf(new Error('boom'))).toBeUndefined()
  })
})
