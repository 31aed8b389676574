import { describe, expect, it } from 'vitest'
import { revertReasonOf } from './errors'

/** A viem-style error chain: an outer error whose cause is the node's. */
const wrapped = (message: string, cause: unknown) => Object.assign(new Error(message), { cause })

describe('revertReasonOf', () => {
  it('reads the reason from a decoded error, a cause or the message', () => {
    expect(revertReasonOf(wrapped('x', { data: { errorName: 'Error', args: ['STF'] } }))).toBe('STF')
    expect(revertReasonOf(new Error('execution reverted: Too little received'))).toBe('Too little received')
    expect(revertReasonOf(new Error('boom'))).toBeUndefined()
  })
})
