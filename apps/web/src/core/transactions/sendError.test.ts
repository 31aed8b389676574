import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { SendError, sendErrorKind, TRANSACTION_REJECTED, toSendError } from './sendError'

/** A viem-style error chain: an outer error whose cause is the node's. */
const wrapped = (message: string, cause: unknown) => Object.assign(new Error(message), { cause })
const kind = (error: unknown) => sendErrorKind(error, 'prepare')

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))

describe('sendErrorKind', () => {
  it('recognizes a refusal in the wallet however deeply wrapped', () => {
    expect(kind(wrapped('User rejected the request.', { code: 4001, message: 'denied' }))).toBe('rejected')
  })

  it('names a transport failure unreachable, never a revert', () => {
    expect(kind(wrapped('HTTP request failed.', { name: 'HttpRequestError', status: 503 }))).toBe(
      'unreachable',
    )
    expect(kind(new Error('Failed to send batch call'))).toBe('unreachable')
    expect(kind(wrapped('x', { code: -32000, message: '502: Bad Gateway' }))).toBe('unreachable')
    expect(kind(wrapped('x', new Error('No response within 10000 ms')))).toBe('unreachable')
    expect(kind(wrapped('x', { code: -32603, message: 'Internal error' }))).toBe('unreachable')
  })

  it('tells a revert, insufficient funds and a refused nonce apart', () => {
    expect(kind(wrapped('x', { code: 3, message: 'execution reverted: Too little received' }))).toBe(
      'reverted',
    )
    expect(kind(new Error('insufficient funds for gas * price + value'))).toBe('insufficient-funds')
    expect(kind(new Error('nonce too low'))).toBe('nonce')
    expect(kind(new Error('Invalid nonce: the wallet sets it'))).toBe('nonce')
    expect(kind(new Error('something odd'))).toBe('other')
  })
})

describe('sendErrorKind and the stage', () => {
  it('tells a node that stopped answering after the wallet was asked as "may have been sent"', () => {
    const lost = wrapped('HTTP request failed.', { name: 'HttpRequestError', status: 502 })
    expect(sendErrorKind(lost, 'prepare')).toBe('unreachable')
    expect(sendErrorKind(lost, 'send')).toBe('maybe-sent')
    expect(toSendError(lost, 'send').shortMessage).toMatch(/may still have been sent/)
    expect(toSendError(lost, 'prepare').shortMessage).toMatch(/nothing was sent/)
  })

  it("names what the wallet cannot do from EIP-1193 codes and viem's classes", () => {
    expect(kind({ code: 4200, message: 'unsupported' })).toBe('unsupported')
    expect(kind(wrapped('x', { name: 'ChainMismatchError' }))).toBe('unsupported')
    expect(kind(wrapped('x', { name: 'InsufficientFundsError' }))).toBe('insufficient-funds')
    expect(kind(wrapped('x', { name: 'NonceTooLowError' }))).toBe('nonce')
  })
})

describe('toSendError', () => {
  it("words a refusal in the spec's words and keeps the cause", () => {
    const cause = { code: 4001, message: 'User denied' }
    const error = toSendError(wrapped('User rejected the request.', cause), 'send')
    expect(error).toBeInstanceOf(SendError)
    expect(error.kind).toBe('rejected')
    expect(error.shortMessage).toBe(TRANSACTION_REJECTED)
    expect((error.cause as Error).cause).toBe(cause)
  })

  it("gives a revert the screen's words for its reason", () => {
    const error = toSendError(new Error('execution reverted: STF'), 'prepare', (reason) => `why: ${reason}`)
    expect(error.kind).toBe('reverted')
    expect(error.reason).toBe('STF')
    expect(error.shortMessage).toBe('why: STF')
  })

  it("shows the wallet's short message for a failure of no known kind", () => {
    const error = toSendError(Object.assign(new Error('long'), { shortMessage: 'Odd wallet' }), 'send')
    expect(error.kind).toBe('other')
    expect(error.shortMessage).toBe('Odd wallet')
  })

  it('passes a SendError through as it is', () => {
    const error = new SendError('refused', 'No')
    expect(toSendError(error, 'send')).toBe(error)
  })
})
