import { t } from '@lingui/core/macro'
import { revertReasonOf } from '../../lib/transactions/errors'

/**
 * Why a transaction was not sent, or may not have been:
 * - 'rejected': the user refused it in the wallet (EIP-1193 4001);
 * - 'unsupported': the wallet cannot do it (4100 unauthorized, 4200 unsupported method, 4900/4901
 *   disconnected, a chain it does not have);
 * - 'unreachable': the node did not answer what the transaction needs (estimate, nonce): nothing was sent;
 * - 'maybe-sent': the node stopped answering once the wallet was asked: the transaction may have been sent;
 * - 'reverted': the simulation or the estimate ran it and it reverts (`reason` when the node gives one);
 * - 'estimate-failed': the estimate failed although a plain call of the same transaction succeeds;
 * - 'insufficient-funds': the account cannot pay the gas (and value);
 * - 'nonce': the wallet or node refused the nonce (already used, too low or too high);
 * - 'earlier-on-its-way': an earlier attempt of the same dialog may still be on its way: nothing new is signed;
 * - 'refused': the app refused it before the wallet was asked (the caller's check, its words);
 * - 'other'.
 */
export type SendErrorKind =
  | 'rejected'
  | 'unsupported'
  | 'unreachable'
  | 'maybe-sent'
  | 'reverted'
  | 'estimate-failed'
  | 'insufficient-funds'
  | 'nonce'
  | 'earlier-on-its-way'
  | 'refused'
  | 'other'

/** Whether the wallet had been asked when the error came: before, nothing can have been sent. */
export type SendStage = 'prepare' | 'send'

/** The one error of sending: `kind` for programs, `shortMessage` for people (the spec's words), `cause`. */
export class SendError extends Error {
  override readonly name = 'SendError'
  readonly kind: SendErrorKind
  readonly shortMessage: string
  /** The revert reason, for kind 'reverted' when the node gave one. */
  readonly reason: string | undefined
  /** The nonce the wallet was most likely to use, when the wallet had been asked. */
  readonly nonce: number | undefined

  constructor(kind: SendErrorKind, shortMessage: string, options: SendErrorOptions = {}) {
    super(shortMessage, { cause: options.cause })
    this.kind = kind
    this.shortMessage = shortMessage
    this.reason = options.reason
    this.nonce = options.nonce
  }
}

export interface SendErrorOptions {
  cause?: unknown
  reason?: string | undefined
  nonce?: number | undefined
}

/** How a screen words what only it can word; the defaults are the node's reason and the wallet's text. */
export interface SendWords {
  revert?: (reason: string | undefined) => string
  /** A wallet failure of no other kind, from the wallet's own short message. */
  sendFailed?: (message: string) => string
  /** The estimate failed although a plain call succeeds. */
  estimateUnexpected?: string
  /** The estimate answered no gas at all. */
  estimateFailed?: string
}

/** The specification's words for a refusal in the wallet. */
export const TRANSACTION_REJECTED = 'Transaction rejected.'

interface ErrorParts {
  codes: number[]
  names: string[]
  statuses: number[]
  text: string
}

/** The codes, class names, HTTP statuses and texts of an error and its causes (viem wraps deeply). */
function partsOf(error: unknown): ErrorParts {
  const parts: ErrorParts = { codes: [], names: [], statuses: [], text: '' }
  const texts: string[] = []
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current) && seen.size < 16) {
    seen.add(current)
    const entry = current as Record<string, unknown>
    if (typeof entry.code === 'number') parts.codes.push(entry.code)
    if (typeof entry.name === 'string') parts.names.push(entry.name)
    if (typeof entry.status === 'number') parts.statuses.push(entry.status)
    for (const key of ['message', 'shortMessage', 'details'])
      if (typeof entry[key] === 'string') texts.push(entry[key] as string)
    current = entry.cause
  }
  if (typeof error === 'string') texts.push(error)
  parts.text = texts.join('\n').toLowerCase()
  return parts
}

const UNSUPPORTED_CODES = [4100, 4200, 4900, 4901, 4902]
const UNSUPPORTED_NAMES = [
  'UnauthorizedProviderError',
  'UnsupportedProviderMethodError',
  'ProviderDisconnectedError',
  'ChainDisconnectedError',
  'ChainMismatchError',
  'ChainNotConfiguredError',
  'ConnectorNotConnectedError',
  'ConnectorAccountNotFoundError',
]
const NONCE_NAMES = ['NonceTooLowError', 'NonceTooHighError', 'NonceMaxValueError']
const TRANSPORT_NAMES = ['HttpRequestError', 'TimeoutError', 'SocketClosedError', 'WebSocketRequestError']
/** EIP-1474 codes of a node's own trouble: internal error, resource unavailable, limit exceeded. */
const NODE_TROUBLE_CODES = [-32603, -32002, -32005]

/** What kind of failure an error is, from its codes and viem's class names first; text only as named. */
export function sendErrorKind(error: unknown, stage: SendStage): SendErrorKind {
  if (error instanceof SendError) return error.kind
  const { codes, names, statuses, text } = partsOf(error)
  if (codes.includes(4001) || names.includes('UserRejectedRequestError')) return 'rejected'
  if (
    codes.some((code) => UNSUPPORTED_CODES.includes(code)) ||
    names.some((n) => UNSUPPORTED_NAMES.includes(n))
  )
    return 'unsupported'
  // viem names these from the node's text itself (getNodeError); anvil and geth answer
  // 'insufficient funds for gas * price + value' without a code of its own, hence the text as well.
  if (names.includes('InsufficientFundsError') || /insufficient funds/.test(text)) return 'insufficient-funds'
  // EIP-1474 code 3 is a revert with data; anvil answers a revert of eth_estimateGas with code -32000 and
  // 'execution reverted…', which only the text tells from other -32000 answers.
  if (
    codes.includes(3) ||
    names.some((n) => n === 'ExecutionRevertedError' || n === 'ContractFunctionRevertedError') ||
    /execution reverted|reverted with reason/.test(text)
  )
    return 'reverted'
  // Wallets that set the nonce themselves refuse one given to them with 'Invalid nonce' (MetaMask-style
  // wallets, the browser tests' wallet); geth and anvil say 'nonce too low' (viem: NonceTooLowError).
  if (names.some((n) => NONCE_NAMES.includes(n)) || /\bnonce\b/.test(text)) return 'nonce'
  if (
    statuses.some((status) => status >= 500 || status === 408 || status === 429) ||
    names.some((n) => TRANSPORT_NAMES.includes(n) || n === 'AbortError') ||
    codes.some((code) => NODE_TROUBLE_CODES.includes(code)) ||
    // Texts of a fetch that never got an answer, which reach us without a class: the browser's
    // ('Failed to fetch', 'NetworkError'), Node's ('fetch failed', ECONNREFUSED/ECONNRESET), this app's
    // batching transport ('Failed to send batch call', lib/rpc/batchedHttp.ts) and time limits
    // ('No response within', lib/timeout.ts), and proxies that answer a JSON-RPC error with the
    // gateway's status line ('502: Bad Gateway').
    /failed to fetch|fetch failed|failed to send batch call|networkerror|network error|timed out|timeout|no response within|econnrefused|econnreset|socket hang up|failed to parse json|unexpected json-rpc response|(^|\n)5\d\d:|internal error|could not reach|bad gateway|service unavailable/.test(
      text,
    )
  )
    return stage === 'send' ? 'maybe-sent' : 'unreachable'
  return 'other'
}

/** The spec's words for each kind; `fallback` for a kind the caller words itself (reverts, 'other'). */
export function sendErrorMessage(kind: SendErrorKind, fallback: string): string {
  switch (kind) {
    case 'rejected':
      return TRANSACTION_REJECTED
    case 'insufficient-funds':
      return t`Insufficient funds for gas: this account does not hold enough ETH to pay the network fee.`
    case 'unreachable':
      return t`The network could not be reached to prepare this transaction, so nothing was sent. Try again in a moment.`
    case 'maybe-sent':
      return t`The network could not be reached. The transaction may still have been sent: check Activity before trying again.`
    case 'nonce':
      return t`The wallet refused the transaction's nonce. If it has another transaction waiting, speed it up or cancel it first.`
    case 'earlier-on-its-way':
      return t`An earlier attempt of this transaction may still be on its way, so nothing new was signed. Check Activity before trying again.`
    case 'unsupported':
      return t`The wallet cannot send this transaction. Check that it is connected and on the right network.`
    default:
      return fallback
  }
}

/** The message of an error that is no SendError (the wallet's, the node's). */
function plainMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const short = (error as { shortMessage?: unknown }).shortMessage
    if (typeof short === 'string' && short) return short
  }
  return error instanceof Error ? error.message : String(error)
}

/**
 * Any error of preparing or sending a transaction as a SendError. `describeRevert` words a revert (the
 * swap maps its reasons through the spec's catalogue); other screens show the node's reason.
 */
export function toSendError(
  error: unknown,
  stage: SendStage,
  describeRevert: (reason: string | undefined) => string = defaultRevertMessage,
): SendError {
  if (error instanceof SendError) return error
  const kind = sendErrorKind(error, stage)
  const reason = kind === 'reverted' ? revertReasonOf(error) : undefined
  const fallback = kind === 'reverted' ? describeRevert(reason) : plainMessage(error)
  return new SendError(kind, sendErrorMessage(kind, fallback), { cause: error, reason })
}

/** A SendError of a known kind, in the spec's words for it (`words` for the kinds a screen words). */
export function sendErrorOf(
  kind: SendErrorKind,
  options: SendErrorOptions & { words?: string } = {},
): SendError {
  return new SendError(kind, sendErrorMessage(kind, options.words ?? ''), options)
}

export function defaultRevertMessage(reason: string | undefined): string {
  return reason ? t`This transaction would fail: ${reason}` : t`This transaction would fail.`
}

/** Revert reasons of the routers' slippage checks: only these earn the slippage hint. */
const SLIPPAGE_REASONS = new Set([
  'Too little received',
  'Too much requested',
  'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
  'UniswapV2Router: EXCESSIVE_INPUT_AMOUNT',
])

export function isSlippageRevert(reason: string | undefined): boolean {
  return reason !== undefined && SLIPPAGE_REASONS.has(reason)
}
