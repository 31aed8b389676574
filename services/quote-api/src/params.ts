import type { Address, Protocol, TradeType } from '@exchange/router'
import { getAddress, isAddress } from 'viem'

/** A parsed GET /v1/quote request (spec §7: the routing service's query parameters). */
export interface QuoteParams {
  chainId: number
  /** A token address, or 'NATIVE' for the chain's native coin (given as ETH). */
  tokenIn: Address | 'NATIVE'
  tokenOut: Address | 'NATIVE'
  amount: bigint
  type: TradeType
  protocols: Protocol[]
  /** At most this many pools per route (1 to 3; 3 when not given). The app prices in USD with 2. */
  maxHops: number
  /** With slippageTolerance and deadline: the response carries SwapRouter02 calldata. */
  swap?: { recipient: Address; slippageBips: number; deadlineSeconds: number }
}

/** A 400 answer: which field is wrong and why. */
export interface ParamError {
  errorCode: string
  field: string
  detail: string
}

export type ParseResult = { ok: true; params: QuoteParams } | { ok: false; error: ParamError }

const MAX_UINT256 = (1n << 256n) - 1n

const invalid = (field: string, detail: string, errorCode = 'VALIDATION_ERROR'): ParseResult => ({
  ok: false,
  error: { errorCode, field, detail },
})

function parseToken(value: string, nativeSymbol: string): Address | 'NATIVE' | undefined {
  if (value.toUpperCase() === nativeSymbol) return 'NATIVE'
  // Accepts lower-case, upper-case and correctly checksummed mixed-case addresses.
  if (!isAddress(value, { strict: false })) return undefined
  if (value !== value.toLowerCase() && value.slice(2) !== value.slice(2).toUpperCase() && !isAddress(value)) {
    return undefined
  }
  return getAddress(value)
}

/**
 * Validates the query string. Errors name the field and follow the routing API's error codes where it
 * has one (TOKEN_IN_OUT_SAME, TOKEN_CHAINS_DIFFERENT).
 */
export function parseQuoteParams(
  query: URLSearchParams,
  supportedChains: ReadonlyMap<number, { nativeSymbol: string; wrappedNative: Address }>,
): ParseResult {
  const required = [
    'tokenInAddress',
    'tokenInChainId',
    'tokenOutAddress',
    'tokenOutChainId',
    'amount',
    'type',
  ]
  for (const field of required) {
    if (!query.get(field)) return invalid(field, `${field} is required`)
  }
  const chainIdText = query.get('tokenInChainId')!
  const chainId = Number(chainIdText)
  if (!/^[0-9]+$/.test(chainIdText) || !supportedChains.has(chainId)) {
    return invalid('tokenInChainId', `Unsupported chain ID: ${chainIdText}`, 'TOKEN_CHAIN_ID_NOT_SUPPORTED')
  }
  const outChainText = query.get('tokenOutChainId')!
  if (!/^[0-9]+$/.test(outChainText) || !supportedChains.has(Number(outChainText))) {
    return invalid('tokenOutChainId', `Unsupported chain ID: ${outChainText}`, 'TOKEN_CHAIN_ID_NOT_SUPPORTED')
  }
  if (Number(outChainText) !== chainId) {
    return invalid(
      'tokenOutChainId',
      'Cannot request quotes for tokens on different chains',
      'TOKEN_CHAINS_DIFFERENT',
    )
  }
  const chain = supportedChains.get(chainId)!
  const tokenIn = parseToken(query.get('tokenInAddress')!, chain.nativeSymbol)
  if (!tokenIn)
    return invalid('tokenInAddress', `Invalid address: ${query.get('tokenInAddress')}`, 'TOKEN_IN_INVALID')
  const tokenOut = parseToken(query.get('tokenOutAddress')!, chain.nativeSymbol)
  if (!tokenOut) {
    return invalid('tokenOutAddress', `Invalid address: ${query.get('tokenOutAddress')}`, 'TOKEN_OUT_INVALID')
  }
  const wrappedIn = tokenIn === 'NATIVE' ? chain.wrappedNative : tokenIn
  const wrappedOut = tokenOut === 'NATIVE' ? chain.wrappedNative : tokenOut
  if (wrappedIn === wrappedOut) {
    return invalid('tokenOutAddress', 'tokenIn and tokenOut must be different', 'TOKEN_IN_OUT_SAME')
  }
  const amountText = query.get('amount')!
  if (!/^[0-9]+$/.test(amountText) || BigInt(amountText) === 0n || BigInt(amountText) > MAX_UINT256) {
    return invalid('amount', 'amount must be a positive integer (raw token units) below 2^256')
  }
  const type = query.get('type')!
  if (type !== 'exactIn' && type !== 'exactOut')
    return invalid('type', "type must be 'exactIn' or 'exactOut'")

  let protocols: Protocol[] = ['v2', 'v3']
  const protocolsText = query.get('protocols')
  if (protocolsText) {
    const list = protocolsText
      .replace(/^\[|\]$/g, '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean)
    if (list.length === 0 || list.some((item) => item !== 'v2' && item !== 'v3')) {
      return invalid('protocols', "protocols must be a comma-separated list of 'v2' and 'v3'")
    }
    protocols = [...new Set(list)] as Protocol[]
  }

  let maxHops = 3
  const maxHopsText = query.get('maxHops')
  if (maxHopsText !== null) {
    if (!/^[1-3]$/.test(maxHopsText)) return invalid('maxHops', 'maxHops must be 1, 2 or 3')
    maxHops = Number(maxHopsText)
  }

  const params: QuoteParams = {
    chainId,
    tokenIn,
    tokenOut,
    amount: BigInt(amountText),
    type,
    protocols,
    maxHops,
  }
  const recipient = query.get('recipient')
  const slippage = query.get('slippageTolerance')
  const deadline = query.get('deadline')
  if (recipient || slippage || deadline) {
    if (!recipient || !isAddress(recipient, { strict: false }))
      return invalid('recipient', 'recipient must be an address')
    const percent = Number(slippage)
    if (!slippage || !Number.isFinite(percent) || percent < 0 || percent > 50) {
      return invalid('slippageTolerance', 'slippageTolerance must be a percentage between 0 and 50')
    }
    const seconds = Number(deadline)
    if (!deadline || !Number.isInteger(seconds) || seconds < 1 || seconds > 10_800) {
      return invalid('deadline', 'deadline must be a number of seconds between 1 and 10800')
    }
    params.swap = {
      recipient: getAddress(recipient),
      slippageBips: Math.round(percent * 100),
      deadlineSeconds: seconds,
    }
  }
  return { ok: true, params }
}
