import { BaseError, defineChain, isHex, RpcRequestError } from 'viem'
import type { ProviderErrorShape } from './walletProvider.ts'

/**
 * The test wallet's errors and node plumbing: EIP-1193 errors as the page receives them, the checks of
 * request parameters, and plain JSON-RPC to a chain's node (whose own errors are passed on unchanged).
 */

/** An error a request fails with; its fields reach the page unchanged. */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data?: unknown
  constructor(shape: ProviderErrorShape) {
    super(shape.message)
    this.name = 'ProviderRpcError'
    this.code = shape.code
    if (shape.data !== undefined) this.data = shape.data
  }
  toShape(): ProviderErrorShape {
    return { code: this.code, message: this.message, ...(this.data !== undefined ? { data: this.data } : {}) }
  }
}

export const USER_REJECTED: ProviderErrorShape = { code: 4001, message: 'User rejected the request.' }
export const UNAUTHORIZED: ProviderErrorShape = {
  code: 4100,
  message: 'The requested account and/or method has not been authorized by the user.',
}
export const UNSUPPORTED_METHOD = (method: string): ProviderErrorShape => ({
  code: 4200,
  message: `The Provider does not support the requested method: ${method}`,
})
export const INVALID_PARAMS = (message: string): ProviderErrorShape => ({ code: -32602, message })

/** Everything viem needs to sign for a chain we only know the URL of. */
export const chainFor = (id: number, url: string) =>
  defineChain({
    id,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })

export const quantity = (value: unknown, field: string): bigint | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' && isHex(value)) return BigInt(value)
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  throw new ProviderRpcError(
    INVALID_PARAMS(`Invalid ${field}: expected a hex quantity, got ${String(value)}`),
  )
}

export const paramsArray = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])

/** The node's own error when viem wraps one, otherwise a generic internal error with viem's summary. */
export function toShape(error: unknown): ProviderErrorShape {
  if (error instanceof ProviderRpcError) return error.toShape()
  if (error instanceof BaseError) {
    const fromNode = error.walk((cause) => cause instanceof RpcRequestError)
    if (fromNode instanceof RpcRequestError) {
      return {
        code: fromNode.code,
        message: fromNode.details || fromNode.shortMessage,
        ...(fromNode.data !== undefined ? { data: fromNode.data } : {}),
      }
    }
    return { code: -32603, message: error.shortMessage }
  }
  return { code: -32603, message: error instanceof Error ? error.message : String(error) }
}

export async function jsonRpc(
  url: string,
  method: string,
  params: unknown,
  timeoutMs = 30_000,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    throw new ProviderRpcError({
      code: -32603,
      message: `Could not reach ${url}: ${error instanceof Error ? error.message : String(error)}`,
    })
  }
  const body = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
    | undefined
  if (body?.error) {
    const { code, message, data } = body.error
    throw new ProviderRpcError({
      code: typeof code === 'number' ? code : -32603,
      message: typeof message === 'string' ? message : 'Internal JSON-RPC error.',
      ...(data !== undefined ? { data } : {}),
    })
  }
  if (!response.ok || !body || !('result' in body)) {
    throw new ProviderRpcError({
      code: -32603,
      message: `${url} answered HTTP ${response.status} to ${method}`,
    })
  }
  return body.result
}
