/**
 * What the Uniswap SDKs can represent. `@uniswap/sdk-core` refuses a currency with 255 decimals or more
 * (its BaseCurrency invariant is `decimals < 255`) and an amount above 2^256 - 1 base units
 * (CurrencyAmount's invariant): such values crash the SDK, so they are refused where they are read.
 */
export const MAX_SUPPORTED_DECIMALS = 254

/** The largest amount any token can hold: 2^256 - 1 base units. */
export const MAX_UINT256 = 2n ** 256n - 1n

/** Whole decimals the SDK can represent (0..254); ERC-20 allows up to 255. */
export function isSupportedDecimals(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_SUPPORTED_DECIMALS
}
