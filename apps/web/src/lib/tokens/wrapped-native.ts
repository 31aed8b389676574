import type { Address } from 'viem'

/**
 * The wrapped native token (WETH) per supported chain, kept here so that the shell does not load
 * the SDKs to recognise it; a test compares it with @uniswap/sdk-core where that knows the chain.
 */
export const WRAPPED_NATIVE: Record<number, Address> = {
  1: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  3: '0xc778417E063141139Fce010982780140Aa0cD5Ab',
  4: '0xc778417E063141139Fce010982780140Aa0cD5Ab',
  5: '0xB4FBF271143F4FBf7B91A5ded31805e42b2208d6',
  42: '0xd0A1E359811322d97991E03f863a0C30C2cF029C',
  10: '0x4200000000000000000000000000000000000006',
  69: '0x4200000000000000000000000000000000000006',
  42161: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
  421611: '0xB47e6A5f8b33b3F17603C83a0535A9dcD7E32681',
}

/** 'Unsupported chain ID' is the wrapped-coin lookup's error for an unknown chain. */
export function wrappedNative(chainId: number): Address {
  const address = WRAPPED_NATIVE[chainId]
  if (!address) throw new Error('Unsupported chain ID')
  return address
}
