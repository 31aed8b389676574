import { erc20Abi } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { encodeCall } from './encodeCall.ts'

afterEach(() => vi.restoreAllMocks())

describe('encodeCall', () => {
  it('builds no call at the zero address and logs why', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(encodeCall('0x0000000000000000000000000000000000000000', erc20Abi, 'symbol', [])).toBeUndefined()
    expect(log).toHaveBeenCalledWith('Failed to get contract', expect.any(Error))
  })

  it('calls a valid address in its checksum form', () => {
    const call = encodeCall('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', erc20Abi, 'symbol', [])
    expect(call?.address).toBe('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
    expect(call?.callData).toBe('0x95d89b41')
  })
})
