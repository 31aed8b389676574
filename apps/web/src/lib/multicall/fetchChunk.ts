import { type Address, type Client, decodeFunctionResult, encodeFunctionData, type Hex } from 'viem'
import { call } from 'viem/actions'
import { uniswapInterfaceMulticallAbi } from './abi.ts'
import { type Call, DEFAULT_CALL_GAS_REQUIRED } from './chunk.ts'

/**
 * The part of a viem client the chain reads need: `eth_call` at a block. A viem `PublicClient`
 * (wagmi's `usePublicClient`) fits; tests pass a fake.
 */
export interface MulticallClient {
  /** At `blockNumber`, or at the latest block when it is undefined. */
  call(parameters: { to: Address; data: Hex; blockNumber?: bigint }): Promise<{ data?: Hex | undefined }>
}

/**
 * A bare viem client (wagmi's `useClient`/`getClient`) as a MulticallClient: only the `call` action,
 * which the bundle then holds alone; a public client carries every public action (signature checks
 * and their curves among them), about 300 KB the entry would load for nothing.
 */
export const multicallClientOf = (client: Client): MulticallClient => ({
  call: (parameters) => call(client, parameters),
})

/** The outcome of one call of a chunk. */
export interface ChunkCallResult {
  /** The call ran and did not revert. */
  success: boolean
  /** What the call returned ('0x' when it failed). */
  returnData: Hex
  /**
   * Set when the read itself failed (an RPC error, or out of gas even alone), as opposed to the call
   * reverting inside the multicall: the caller marks such calls as errors.
   */
  error?: unknown
}

export interface ChunkResult {
  /** The block the contract reports having run at; the requested block when nothing succeeded. */
  blockNumber: bigint
  /** One result per call, in the chunk's order. */
  results: ChunkCallResult[]
}

export interface FetchChunkOptions {
  /** Aborting stops the fetch: no further attempt starts and a retry wait ends with `CancelledError`. */
  signal?: AbortSignal
  /** How to wait between retries; injectable so that tests do not sleep. */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>
  /** Source of randomness for the retry wait, in [0, 1). */
  random?: () => number
  /** Told about errors that mark calls as failed; logs with `console.error` by default. */
  onError?: (error: unknown, calls: readonly Call[]) => void
}

/** The fetch was cancelled through its `AbortSignal`. */
export class CancelledError extends Error {
  override name = 'CancelledError'
  constructor() {
    super('Cancelled')
  }
}

export const RETRY_MIN_WAIT_MS = 1000
export const RETRY_MAX_WAIT_MS = 2500

/** A random wait between retries, 1000–2500 ms. */
export function retryWaitMs(random: () => number = Math.random): number {
  return Math.round(RETRY_MIN_WAIT_MS + random() * (RETRY_MAX_WAIT_MS - RETRY_MIN_WAIT_MS))
}

/** `setTimeout` as a promise that rejects with `CancelledError` when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new CancelledError())
      return
    }
    const onAbort = () => {
      clearTimeout(timer)
      reject(new CancelledError())
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * Reads a chunk of calls through `UniswapInterfaceMulticall.multicall` with `eth_call` at
 * `blockNumber`. Errors:
 * - 'header not found' (the node does not have the block yet): retried after `retryWaitMs`, without
 *   limit, until it succeeds or the signal aborts;
 * - out of gas ('out of gas', anvil's 'OutOfGas', 'gas required exceeds', or a revert without
 *   data): the chunk is split in half and both halves are fetched, down to single calls; a single
 *   call that still fails is marked failed;
 * - the node's own trouble (HTTP 5xx or 429, a timeout, a lost response, an internal error) that
 *   outlasted the transport's retries: the chunk alone is tried again after `retryWaitMs`, up to
 *   NODE_TROUBLE_RETRIES times, so that one bad answer does not leave its calls failed until the
 *   next block;
 * - anything else: the calls of the chunk (or of the half that failed) are marked failed.
 * Only `CancelledError` is thrown.
 */
export async function fetchChunk(
  client: MulticallClient,
  multicallAddress: Address,
  chunk: readonly Call[],
  blockNumber: bigint,
  options: FetchChunkOptions = {},
): Promise<ChunkResult> {
  const { signal, wait = sleep, random = Math.random, onError = logChunkError } = options

  const fetchCalls = async (calls: readonly Call[]): Promise<ChunkResult> => {
    let troubleRetries = 0
    for (;;) {
      throwIfCancelled(signal)
      try {
        return await callMulticall(client, multicallAddress, calls, blockNumber)
      } catch (error) {
        throwIfCancelled(signal)
        if (isHeaderNotFound(error)) {
          await wait(retryWaitMs(random), signal)
          continue
        }
        if (isNodeTrouble(error) && troubleRetries < NODE_TROUBLE_RETRIES) {
          troubleRetries += 1
          await wait(retryWaitMs(random), signal)
          continue
        }
        if (isOutOfGas(error) && calls.length > 1) {
          const half = Math.floor(calls.length / 2)
          const [first, second] = await Promise.all([
            fetchCalls(calls.slice(0, half)),
            fetchCalls(calls.slice(half)),
          ])
          const reported = first.results.some((r) => r.error === undefined) ? first : second
          return { blockNumber: reported.blockNumber, results: [...first.results, ...second.results] }
        }
        onError(error, calls)
        return {
          blockNumber,
          results: calls.map(() => ({ success: false, returnData: '0x', error })),
        }
      }
    }
  }

  if (chunk.length === 0) return { blockNumber, results: [] }
  return fetchCalls(chunk)
}

/** One `multicall` of `calls` at `blockNumber` (the latest block when undefined): the block it ran at and each call's outcome. */
export async function callMulticall(
  client: MulticallClient,
  multicallAddress: Address,
  calls: readonly Call[],
  blockNumber: bigint | undefined,
): Promise<ChunkResult> {
  const data = encodeFunctionData({
    abi: uniswapInterfaceMulticallAbi,
    functionName: 'multicall',
    args: [
      calls.map((call) => ({
        target: call.address,
        gasLimit: BigInt(call.gasRequired ?? DEFAULT_CALL_GAS_REQUIRED),
        callData: call.callData,
      })),
    ],
  })
  const response = await client.call({ to: multicallAddress, data, blockNumber })
  if (!response.data || response.data === '0x') {
    throw new Error(
      `No multicall contract answered at ${multicallAddress} in block ${blockNumber ?? 'latest'}`,
    )
  }
  const [reportedBlock, returnData] = decodeFunctionResult({
    abi: uniswapInterfaceMulticallAbi,
    functionName: 'multicall',
    data: response.data,
  })
  if (returnData.length !== calls.length) {
    throw new Error(`The multicall returned ${returnData.length} results for ${calls.length} calls`)
  }
  return {
    blockNumber: reportedBlock,
    results: returnData.map((result) => ({ success: result.success, returnData: result.returnData })),
  }
}

function throwIfCancelled(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new CancelledError()
}

function logChunkError(error: unknown, calls: readonly Call[]) {
  console.error(`Failed to fetch a multicall chunk of ${calls.length} calls`, error)
}

/** The error and its causes (viem wraps the RPC error several levels deep), bounded against cycles. */
function errorChain(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = []
  let current: unknown = error
  while (typeof current === 'object' && current !== null && chain.length < 16) {
    const entry = current as Record<string, unknown>
    if (chain.includes(entry)) break
    chain.push(entry)
    current = entry.cause
  }
  return chain
}

function errorText(error: unknown): string {
  if (typeof error === 'string') return error.toLowerCase()
  return errorChain(error)
    .flatMap((entry) => [entry.message, entry.shortMessage, entry.details])
    .filter((text): text is string => typeof text === 'string')
    .join('\n')
    .toLowerCase()
}

/** How often a chunk is tried again after the node's own trouble. */
export const NODE_TROUBLE_RETRIES = 3

/** The node failed (not the call): 5xx, 429, a timeout, a lost or unreadable response, an internal error. */
export function isNodeTrouble(error: unknown): boolean {
  const text = errorText(error)
  if (text.includes('revert') || isOutOfGas(error)) return false
  return /\b(429|5\d\d)\b|too many requests|timed? ?out|no response within|fetch failed|failed to fetch|failed to send batch call|failed to parse json|unexpected json-rpc response|internal error|socket hang up|econnreset|econnrefused|network ?error/.test(
    text,
  )
}

export function isHeaderNotFound(error: unknown): boolean {
  return errorText(error).includes('header not found')
}

const isNonEmptyHex = (value: unknown): boolean =>
  typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value) && value.length > 2

/** Out of gas, in geth's words, anvil's, or as a revert that carries no data. */
export function isOutOfGas(error: unknown): boolean {
  const text = errorText(error)
  if (text.includes('out of gas') || text.includes('outofgas') || text.includes('gas required exceeds')) {
    return true
  }
  if (!text.includes('execution reverted')) return false
  const hasRevertData = errorChain(error).some((entry) => {
    const data = entry.data
    if (isNonEmptyHex(data)) return true
    return typeof data === 'object' && data !== null && isNonEmptyHex((data as { data?: unknown }).data)
  })
  return !hasRevertData
}
