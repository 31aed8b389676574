/**
 * Tokens whose approval can be a signature (EIP-2612 'AMOUNT' permits, or DAI's 'ALLOWED' permits), per
 * chain and address, with the EIP-712 domain they sign in. Others need an approve transaction.
 */
export type PermitType = 'AMOUNT' | 'ALLOWED'

export interface PermitInfo {
  type: PermitType
  name: string
  /** Absent when the token's domain has no version (UNI). */
  version?: string
}

export const PERMITTABLE_TOKENS: Readonly<Record<number, Readonly<Record<string, PermitInfo>>>> = {
  1: {
    '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48': { type: 'AMOUNT', name: 'USD Coin', version: '2' },
    '0x6B175474E89094C44Da98b954EedeAC495271d0F': { type: 'ALLOWED', name: 'Dai Stablecoin', version: '1' },
    '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984': { type: 'AMOUNT', name: 'Uniswap' },
  },
  42161: {
    '0xaf88d065e77c8cC2239327C5EDb3A432268e5831': { type: 'AMOUNT', name: 'USD Coin', version: '2' },
    '0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8': { type: 'AMOUNT', name: 'USD Coin (Arb1)', version: '1' },
    '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9': { type: 'AMOUNT', name: 'Tether USD', version: '1' },
    '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1': { type: 'AMOUNT', name: 'Dai Stablecoin', version: '1' },
    '0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f': { type: 'AMOUNT', name: 'Wrapped BTC', version: '1' },
    '0xFa7F8980b0f1E64A2062791cc3b0871572f1F7f0': { type: 'AMOUNT', name: 'Uniswap', version: '1' },
    '0xf97f4df75117a78c1A5a0DBb814Af92458539FB4': { type: 'AMOUNT', name: 'ChainLink Token', version: '1' },
  },
}

export const EIP2612_PERMIT_TYPES = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

export const DAI_PERMIT_TYPES = {
  Permit: [
    { name: 'holder', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'expiry', type: 'uint256' },
    { name: 'allowed', type: 'bool' },
  ],
} as const

interface PermitParameters {
  info: PermitInfo
  chainId: number
  token: `0x${string}`
  owner: `0x${string}`
  spender: `0x${string}`
  value: bigint
  nonce: bigint
  deadline: bigint
}

function permitDomain({ info, chainId, token }: PermitParameters) {
  return {
    name: info.name,
    ...(info.version ? { version: info.version } : {}),
    chainId,
    verifyingContract: token,
  }
}

/** EIP-2612: `value` may be spent by `spender` until `deadline`. */
export function eip2612PermitTypedData(parameters: PermitParameters) {
  const { owner, spender, value, nonce, deadline } = parameters
  return {
    domain: permitDomain(parameters),
    types: EIP2612_PERMIT_TYPES,
    primaryType: 'Permit' as const,
    message: { owner, spender, value, nonce, deadline },
  }
}

/** DAI's permit: `spender` may spend everything until `expiry`. */
export function daiPermitTypedData(parameters: PermitParameters) {
  const { owner, spender, nonce, deadline } = parameters
  return {
    domain: permitDomain(parameters),
    types: DAI_PERMIT_TYPES,
    primaryType: 'Permit' as const,
    message: { holder: owner, spender, nonce, expiry: deadline, allowed: true },
  }
}
