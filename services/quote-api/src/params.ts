import type { Address, Protocol, TradeType } from '@exchange/router'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

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
  /**
   * Routes may share pools (flow merged and split again at hub tokens; they then execute in the order
   * listed, each on the state the earlier ones leave). Asked for by clients that encode such routes
   * in order (this app, through router-sdk's SwapRouter with one trade per route); always on with
   * `swap`, whose calldata is encoded here.
   */
  sharedPools: boolean
  /**
   * With sharedPools: paths that share a beginning through a v2 pair may run as a held split (the
   * answer's `legs`): asked for by clients that encode legs (this app); always on with `swap`.
   */
  heldSplits: boolean
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
/** Slippage the spec lets a user type: 0 to 50%, in basis points (percent × 100). */
export const MAX_SLIPPAGE_BIPS = 5_000
/** The spec's deadline setting: 1 to 180 minutes. */
export const DEADLINE_SECONDS = { min: 60, max: 10_800 } as const

const AMOUNT_MESSAGE = 'amount must be a positive integer (raw token units) below 2^256'
const SLIPPAGE_MESSAGE =
  'slippageTolerance must be a decimal percentage from 0 to 50 with at most two decimals, such as 0.5'
const DEADLINE_MESSAGE = `deadline must be a whole number of seconds from ${DEADLINE_SECONDS.min} to ${DEADLINE_SECONDS.max}`

/**
 * The query's fields, each read from its text exactly: decimal digits only where a number is meant
 * (no hex, exponent, sign, spaces or fraction that Number() would accept), bounded, and addresses
 * whose checksum is right when they are written in mixed case.
 */
const chainIdText = z.string().regex(/^[1-9][0-9]{0,9}$/)

const amountText = z
  .string()
  .regex(/^[0-9]{1,78}$/, AMOUNT_MESSAGE)
  .transform((text) => BigInt(text))
  .refine((value) => value > 0n && value <= MAX_UINT256, AMOUNT_MESSAGE)

const typeText = z.enum(['exactIn', 'exactOut'], {
  errorMap: () => ({ message: "type must be 'exactIn' or 'exactOut'" }),
})

const PROTOCOLS_MESSAGE = "protocols must be a comma-separated list of 'v2' and 'v3'"
const protocolsText = z
  .string()
  .max(32, PROTOCOLS_MESSAGE)
  .transform((text) =>
    text
      .replace(/^\[|\]$/g, '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(['v2', 'v3'])).min(1))
  .transform((list) => [...new Set(list)] as Protocol[])

const maxHopsText = z
  .string()
  .regex(/^[1-3]$/, 'maxHops must be 1, 2 or 3')
  .transform(Number)

/** Percent with at most two decimals, read as basis points without floating point. */
const slippageText = z
  .string()
  .regex(/^(0|[1-9][0-9]?)(\.[0-9]{1,2})?$/, SLIPPAGE_MESSAGE)
  .transform((text) => {
    const [whole = '0', fraction = ''] = text.split('.')
    return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  })
  .refine((bips) => bips <= MAX_SLIPPAGE_BIPS, SLIPPAGE_MESSAGE)

const deadlineText = z
  .string()
  .regex(/^[1-9][0-9]{0,5}$/, DEADLINE_MESSAGE)
  .transform(Number)
  .refine((seconds) => seconds >= DEADLINE_SECONDS.min && seconds <= DEADLINE_SECONDS.max, DEADLINE_MESSAGE)

/** Lower-case, upper-case, or mixed case with a correct EIP-55 checksum. */
export function isAcceptedAddress(value: string): value is Address {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return false
  const hex = value.slice(2)
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  return isAddress(value, { strict: true })
}

const addressText = z
  .string()
  .refine(isAcceptedAddress)
  .transform((value) => getAddress(value))

/** Fields read from the query; each must appear at most once (a repeated one could be read two ways). */
const KNOWN_FIELDS = [
  'tokenInAddress',
  'tokenInChainId',
  'tokenOutAddress',
  'tokenOutChainId',
  'amount',
  'type',
  'protocols',
  'maxHops',
  'sharedPools',
  'heldSplits',
  'recipient',
  'slippageTolerance',
  'deadline',
] as const

const REQUIRED = [
  'tokenInAddress',
  'tokenInChainId',
  'tokenOutAddress',
  'tokenOutChainId',
  'amount',
  'type',
] as const

/** An optional 'true' | 'false' parameter: false when absent, undefined when it says anything else. */
function flag(query: URLSearchParams, name: string): boolean | undefined {
  const value = query.get(name)
  return value === null || value === 'false' ? false : value === 'true' ? true : undefined
}

const invalid = (field: string, detail: string, errorCode = 'VALIDATION_ERROR'): ParseResult => ({
  ok: false,
  error: { errorCode, field, detail },
})

function parseField<T>(schema: z.ZodType<T, z.ZodTypeDef, string>, text: string) {
  const result = schema.safeParse(text)
  return result.success ? { ok: true as const, value: result.data } : { ok: false as const }
}

/** Echoed back in an error detail: short, and only characters that mean nothing to a page. */
function shown(text: string): string {
  const safe = text.replace(/[^0-9A-Za-z._-]/g, '?')
  return safe.length > 50 ? `${safe.slice(0, 50)}…` : safe
}

function parseToken(value: string, nativeSymbol: string): Address | 'NATIVE' | undefined {
  if (value.toUpperCase() === nativeSymbol) return 'NATIVE'
  const parsed = addressText.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

/**
 * Validates the query string. Errors name the field and follow the routing API's error codes where it
 * has one (TOKEN_IN_OUT_SAME, TOKEN_CHAINS_DIFFERENT).
 */
export function parseQuoteParams(
  query: URLSearchParams,
  supportedChains: ReadonlyMap<number, { nativeSymbol: string; wrappedNative: Address }>,
): ParseResult {
  for (const field of KNOWN_FIELDS) {
    if (query.getAll(field).length > 1) return invalid(field, `${field} is given more than once`)
  }
  for (const field of REQUIRED) {
    if (!query.get(field)) return invalid(field, `${field} is required`)
  }
  const inChainText = query.get('tokenInChainId')!
  const chainId = Number(inChainText)
  if (!chainIdText.safeParse(inChainText).success || !supportedChains.has(chainId)) {
    return invalid(
      'tokenInChainId',
      `Unsupported chain ID: ${shown(inChainText)}`,
      'TOKEN_CHAIN_ID_NOT_SUPPORTED',
    )
  }
  const outChainText = query.get('tokenOutChainId')!
  if (!chainIdText.safeParse(outChainText).success || !supportedChains.has(Number(outChainText))) {
    return invalid(
      'tokenOutChainId',
      `Unsupported chain ID: ${shown(outChainText)}`,
      'TOKEN_CHAIN_ID_NOT_SUPPORTED',
    )
  }
  if (Number(outChainText) !== chainId) {
    return invalid(
      'tokenOutChainId',
      'Cannot request quotes for tokens on different chains',
      'TOKEN_CHAINS_DIFFERENT',
    )
  }
  const chain = supportedChains.get(chainId)!
  const tokenInText = query.get('tokenInAddress')!
  const tokenIn = parseToken(tokenInText, chain.nativeSymbol)
  if (!tokenIn) return invalid('tokenInAddress', `Invalid address: ${shown(tokenInText)}`, 'TOKEN_IN_INVALID')
  const tokenOutText = query.get('tokenOutAddress')!
  const tokenOut = parseToken(tokenOutText, chain.nativeSymbol)
  if (!tokenOut)
    return invalid('tokenOutAddress', `Invalid address: ${shown(tokenOutText)}`, 'TOKEN_OUT_INVALID')
  const wrappedIn = tokenIn === 'NATIVE' ? chain.wrappedNative : tokenIn
  const wrappedOut = tokenOut === 'NATIVE' ? chain.wrappedNative : tokenOut
  if (wrappedIn === wrappedOut) {
    return invalid('tokenOutAddress', 'tokenIn and tokenOut must be different', 'TOKEN_IN_OUT_SAME')
  }
  const amount = parseField(amountText, query.get('amount')!)
  if (!amount.ok) return invalid('amount', AMOUNT_MESSAGE)
  const type = parseField(typeText, query.get('type')!)
  if (!type.ok) return invalid('type', "type must be 'exactIn' or 'exactOut'")

  let protocols: Protocol[] = ['v2', 'v3']
  const protocolsValue = query.get('protocols')
  if (protocolsValue) {
    const parsed = parseField(protocolsText, protocolsValue)
    if (!parsed.ok) return invalid('protocols', PROTOCOLS_MESSAGE)
    protocols = parsed.value
  }

  let maxHops = 3
  const maxHopsValue = query.get('maxHops')
  if (maxHopsValue !== null) {
    const parsed = parseField(maxHopsText, maxHopsValue)
    if (!parsed.ok) return invalid('maxHops', 'maxHops must be 1, 2 or 3')
    maxHops = parsed.value
  }

  const sharedPools = flag(query, 'sharedPools')
  if (sharedPools === undefined) return invalid('sharedPools', "sharedPools must be 'true' or 'false'")
  const heldSplits = flag(query, 'heldSplits')
  if (heldSplits === undefined) return invalid('heldSplits', "heldSplits must be 'true' or 'false'")

  const params: QuoteParams = {
    chainId,
    tokenIn,
    tokenOut,
    amount: amount.value,
    type: type.value,
    protocols,
    maxHops,
    sharedPools,
    heldSplits,
  }
  const recipient = query.get('recipient')
  const slippage = query.get('slippageTolerance')
  const deadline = query.get('deadline')
  if (recipient !== null || slippage !== null || deadline !== null) {
    const address = recipient === null ? undefined : addressText.safeParse(recipient)
    if (!address?.success)
      return invalid(
        'recipient',
        'recipient must be an address (0x and 40 hexadecimal digits, with a correct checksum when in mixed case)',
      )
    const bips = slippage === null ? undefined : slippageText.safeParse(slippage)
    if (!bips?.success) return invalid('slippageTolerance', SLIPPAGE_MESSAGE)
    const seconds = deadline === null ? undefined : deadlineText.safeParse(deadline)
    if (!seconds?.success) return invalid('deadline', DEADLINE_MESSAGE)
    params.swap = { recipient: address.data, slippageBips: bips.data, deadlineSeconds: seconds.data }
  }
  return { ok: true, params }
}

/** What identifies an answer: the parsed request, so that spelling variants and extra parameters share it. */
export function answerKey(params: QuoteParams): string {
  return [
    params.chainId,
    params.tokenIn,
    params.tokenOut,
    params.amount,
    params.type,
    [...params.protocols].sort().join(','),
    params.maxHops,
    params.sharedPools,
    params.heldSplits,
  ].join('|')
}
