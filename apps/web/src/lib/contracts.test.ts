import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkedContractAddress, contractAddressOrNull } from './contracts'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

afterEach(() => vi.restoreAllMocks())

describe('checkedContractAddress', () => {
  it('returns the checksum form of a valid address', () => {
    expect(checkedContractAddress(USDC.toLowerCase())).toBe(USDC)
  })

  it("rejects the zero address and invalid ones with the spec's text", () => {
    expect(() => checkedContractAddress('0x0000000000000000000000000000000000000000')).toThrow(
      "Invalid 'address' parameter '0x0000000000000000000000000000000000000000'.",
    )
    expect(() => checkedContractAddress('0x1234')).toThrow("Invalid 'address' parameter '0x1234'.")
  })
})

describe('contractAddressOrNull', () => {
  it("logs 'Failed to get contract' with the reason and returns null", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(contractAddressOrNull('0x0000000000000000000000000000000000000000')).toBeNull()
    expect(log).toHaveBeenCalledWith('Failed to get contract', expect.any(Error))
    const reason = log.mock.calls[0]?.[1] as Error
    expect(reason.message).toContain("Invalid 'address' parameter")
    expect(contractAddressOrNull(USDC)).toBe(USDC)
    expect(log).toHaveBeenCalledTimes(1)
  })
})
