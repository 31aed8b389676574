import type { devAccount } from '@exchange/devnet'
import {
  type AccessList,
  type Address,
  createWalletClient,
  type Hex,
  http,
  isHex,
  type TypedDataDefinition,
  toHex,
} from 'viem'
import { chainFor, INVALID_PARAMS, jsonRpc, ProviderRpcError, quantity, toShape } from './walletErrors.ts'

/**
 * How the test wallet (wallet.ts) answers the methods that need more than a forwarded call: the chain to
 * switch to or add, a transaction signed with the development key and sent, typed data and messages
 * signed. Each checks the page's parameters as a wallet does, with the errors MetaMask gives.
 */

type DevAccount = ReturnType<typeof devAccount>

/** The chain id a wallet_switchEthereumChain asks for, among the chains the wallet knows. */
export function chainToSwitchTo(parameter: unknown, known: Map<number, string>): number {
  const hexId = (parameter as { chainId?: unknown } | undefined)?.chainId
  if (typeof hexId !== 'string' || !isHex(hexId))
    throw new ProviderRpcError(INVALID_PARAMS('Invalid chainId'))
  const chainId = Number(hexId)
  if (!known.has(chainId)) {
    throw new ProviderRpcError({
      code: 4902,
      message: `Unrecognized chain ID "${hexId}". Try adding the chain using wallet_addEthereumChain first.`,
    })
  }
  return chainId
}

/** The chain a wallet_addEthereumChain asks for, once its first RPC URL has answered with its id. */
export async function chainToAdd(parameter: unknown): Promise<{ chainId: number; url: string }> {
  const { chainId: hexId, rpcUrls } = (parameter ?? {}) as { chainId?: unknown; rpcUrls?: unknown }
  if (typeof hexId !== 'string' || !isHex(hexId))
    throw new ProviderRpcError(INVALID_PARAMS('Invalid chainId'))
  const url = Array.isArray(rpcUrls) ? rpcUrls[0] : undefined
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
    throw new ProviderRpcError(INVALID_PARAMS('Expected rpcUrls with at least one http(s) URL'))
  }
  const chainId = Number(hexId)
  const answered = await jsonRpc(url, 'eth_chainId', [], 5_000).catch((error: unknown) => {
    throw new ProviderRpcError({
      code: -32603,
      message: `Could not fetch chain ID. Is your RPC URL correct? (${toShape(error).message})`,
    })
  })
  if (typeof answered !== 'string' || !isHex(answered) || Number(answered) !== chainId) {
    throw new ProviderRpcError({
      code: -32603,
      message: `Chain ID returned by RPC URL ${url} (${String(answered)}) does not match ${hexId}`,
    })
  }
  return { chainId, url }
}

/** The fields of an eth_sendTransaction parameter (which must be an object). */
export function transactionObject(parameter: unknown): Record<string, unknown> {
  if (typeof parameter !== 'object' || parameter === null) {
    throw new ProviderRpcError(INVALID_PARAMS('Expected a transaction object'))
  }
  return parameter as Record<string, unknown>
}

/**
 * Checks a transaction for the wallet's chain and returns how to send it: signed with `account`'s key
 * and sent to `url`, as a legacy, EIP-2930 or EIP-1559 transaction by the fee fields the page gave.
 */
export function signedSend(account: DevAccount, chainId: number, url: string, tx: Record<string, unknown>) {
  const requestedChain = quantity(tx.chainId, 'chainId')
  if (requestedChain !== undefined && Number(requestedChain) !== chainId) {
    throw new ProviderRpcError(
      INVALID_PARAMS(`Invalid chainId ${tx.chainId}: the wallet is on ${toHex(chainId)}`),
    )
  }
  const to = tx.to === undefined || tx.to === null ? undefined : String(tx.to)
  if (to !== undefined && !isHex(to)) throw new ProviderRpcError(INVALID_PARAMS(`Invalid to: ${to}`))
  const data = tx.data ?? tx.input
  if (data !== undefined && data !== null && (typeof data !== 'string' || !isHex(data))) {
    throw new ProviderRpcError(INVALID_PARAMS('Invalid data'))
  }
  const nonce = quantity(tx.nonce, 'nonce')
  const gasPrice = quantity(tx.gasPrice, 'gasPrice')
  const common = {
    to: to as Address | undefined,
    data: (data ?? undefined) as Hex | undefined,
    value: quantity(tx.value, 'value'),
    gas: quantity(tx.gas ?? tx.gasLimit, 'gas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
  }
  const accessList = Array.isArray(tx.accessList) ? (tx.accessList as AccessList) : undefined
  const client = createWalletClient({
    account,
    chain: chainFor(chainId, url),
    transport: http(url, { retryCount: 0 }),
  })
  return (): Promise<Hex> =>
    gasPrice !== undefined
      ? accessList
        ? client.sendTransaction({ ...common, gasPrice, accessList, type: 'eip2930' })
        : client.sendTransaction({ ...common, gasPrice, type: 'legacy' })
      : client.sendTransaction({
          ...common,
          accessList,
          maxFeePerGas: quantity(tx.maxFeePerGas, 'maxFeePerGas'),
          maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
        })
}

/** The typed data of an eth_signTypedData_v4 (JSON or an object), with its types and primary type. */
export function typedDataOf(json: unknown): TypedDataDefinition {
  let typed: unknown
  try {
    typed = typeof json === 'string' ? JSON.parse(json) : json
  } catch {
    throw new ProviderRpcError(INVALID_PARAMS('Typed data is not valid JSON'))
  }
  if (typeof typed !== 'object' || typed === null || !('types' in typed) || !('primaryType' in typed)) {
    throw new ProviderRpcError(
      INVALID_PARAMS('Expected typed data with types, primaryType, domain and message'),
    )
  }
  // The page's own EIP712Domain type (when given) is kept: it says which domain fields are hashed.
  return typed as TypedDataDefinition
}

/** What personal_sign signs: hex as bytes; some sites send plain text, which wallets sign as UTF-8. */
export function messageToSign(message: unknown): string | { raw: Hex } {
  if (typeof message !== 'string') throw new ProviderRpcError(INVALID_PARAMS('Expected a message'))
  return isHex(message) ? { raw: message } : message
}
