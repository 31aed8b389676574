import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { connectFailure } from './connectError'

describe('connectFailure', () => {
  it('is REJECTED when the user declined (code 4001, also as a cause), else FAILED', () => {
    expect(connectFailure({ code: 4001, message: 'User rejected the request.' })).toBe('REJECTED')
    expect(connectFailure(new UserRejectedRequestError(new Error('no')))).toBe('REJECTED')
    expect(connectFailure(new Error('wrapped', { cause: { code: 4001 } }))).toBe('REJECTED')
    expect(connectFailure({ code: -32603, message: 'Internal JSON-RPC error.' })).toBe('FAILED')
    expect(connectFailure(new Error('Connector not found'))).toBe('FAILED')
  })
})
