import type { Address } from '@exchange/router'
import { parseQuoteParams } from '../src/params.ts'

/** The query parameters of the params*.test.ts files: a valid mainnet request, changed one field at a time. */

export const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
export const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
export const supported = new Map([
  [1, { nativeSymbol: 'ETH', wrappedNative: WETH }],
  [42161, { nativeSymbol: 'ETH', wrappedNative: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1' as Address }],
])

export const base = {
  tokenInAddress: WETH,
  tokenInChainId: '1',
  tokenOutAddress: USDC,
  tokenOutChainId: '1',
  amount: '1000000000000000000',
  type: 'exactIn',
}
export const parse = (overrides: Record<string, string | undefined>) => {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries({ ...base, ...overrides }))
    if (value !== undefined) query.set(key, value)
  return parseQuoteParams(query, supported)
}

/** The options that ask for calldata. */
export const swapOptions = { recipient: USDC, slippageTolerance: '0.5', deadline: '1800' }
export const fieldOf = (result: ReturnType<typeof parse>) => (result.ok ? undefined : result.error.field)
