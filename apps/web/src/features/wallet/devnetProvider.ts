import {
  type Address,
  createWalletClient,
  custom,
  type EIP1193RequestFn,
  type Hex,
  keccak256,
  numberToHex,
  type TransactionSerializable,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import {
  broadcastSigned,
  isTransientNodeError,
  keepBroadcasting,
  NodeAnswerError,
  withRetries,
} from './hashFirst'
import { checkReplicaNode, DevnetAccountRefused } from './replicaNode'

/**
 * The Devnet account's EIP-1193 provider, loaded on first connect (with the signing code): it answers
 * accounts and chain itself, signs with the development key, and forwards reads to the chain's node with
 * retries. Transactions go out hash first (hashFirst.ts). Every signing request first checks that the
 * node is the local replica (replicaNode.ts).
 */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'

export interface DevnetProvider {
  request: EIP1193RequestFn
  /** Resolves when the chain's node is the local replica; rejects with DevnetAccountRefused otherwise. */
  ensureReplica(chainId: number): Promise<void>
}

export interface DevnetProviderOptions {
  rpcUrls: Record<number, string>
  accountIndex: number
  chainId(): number
  /** The user switched chains (wallet_switchEthereumChain). */
  onChainChanged(chainId: number): void
}

export const NOTHING_SENT =
  'The devnet did not answer while the transaction was prepared, so nothing was sent. Try again in a moment.'

/** The node's own answer (not a transient one) somewhere in an error's causes, as viem wraps them. */
function nodeVerdictIn(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (current instanceof NodeAnswerError) return !isTransientNodeError(current)
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** A read the node may answer for the account; everything else is refused (EIP-1193 4200). */
export function isForwardedRead(method: string): boolean {
  if (
    /^(eth_sign|eth_send|eth_signTransaction|personal_|wallet_|anvil_|evm_|hardhat_|debug_|admin_)/.test(
      method,
    )
  )
    return false
  return /^(eth_|net_|web3_)/.test(method)
}

/** Requests that sign with the development key: each is refused unless the node is the replica. */
const SIGNING_METHODS = new Set(['eth_sendTransaction', 'eth_signTypedData_v4', 'personal_sign'])

/** One JSON-RPC request; a JSON-RPC error is a NodeAnswerError, no answer (or not JSON) throws as it is. */
async function jsonRpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw new NodeAnswerError(body.error.message, body.error.code)
  return body.result
}

interface SendParameters {
  to?: Address
  data?: Hex
  value?: Hex
  gas?: Hex
  nonce?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
}

export function createDevnetProvider(options: DevnetProviderOptions): DevnetProvider {
  const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: options.accountIndex })
  // One check per URL that passed; a failed one is asked again next time (the node may have started since).
  const verified = new Set<string>()
  const urlOf = (chainId: number) => {
    const url = options.rpcUrls[chainId]
    if (!url) throw Object.assign(new Error('Unsupported chain'), { code: 4902 })
    return url
  }
  /** A single request to the current chain's node. */
  const once = (method: string, params: unknown[]) => jsonRpc(urlOf(options.chainId()), method, params)
  /** A read, asked again while no answer comes. */
  const read = (method: string, params: unknown[]) => withRetries(() => once(method, params), 8)

  async function ensureReplica(target: number) {
    const url = options.rpcUrls[target]
    if (url && verified.has(url)) return
    const check = await checkReplicaNode(url, (nodeUrl, method, params) =>
      withRetries(() => jsonRpc(nodeUrl, method, params)),
    )
    if (!check.ok) throw new DevnetAccountRefused(check.reason)
    if (url) verified.add(url)
  }

  async function sendTransaction(tx: SendParameters): Promise<Hex> {
    const wallet = createWalletClient({
      account,
      transport: custom({ request: ({ method, params }) => read(method, (params ?? []) as unknown[]) }),
    })
    const quantity = (value: Hex | undefined) => (value ? BigInt(value) : undefined)
    // A chosen nonce and fees are kept: that is how a speed-up or cancellation replaces a transaction.
    const prepared = await wallet
      .prepareTransactionRequest({
        chain: null,
        to: tx.to,
        data: tx.data,
        value: quantity(tx.value),
        gas: quantity(tx.gas),
        nonce: tx.nonce ? Number(tx.nonce) : undefined,
        maxFeePerGas: quantity(tx.maxFeePerGas),
        maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas),
      })
      .catch((error: unknown) => {
        // Nothing is signed yet: a node that did not answer means nothing was sent, and the user may retry.
        if (nodeVerdictIn(error)) throw error
        throw new Error(NOTHING_SENT)
      })
    // The prepared request is serializable as viem's own sendTransaction treats it (type, chain id, nonce,
    // gas and fees filled in); its declared type also carries the account, which signing ignores.
    const raw = await account.signTransaction(prepared as TransactionSerializable)
    const hash = keccak256(raw)
    // The hash exists before anything is broadcast: whatever the node's answers, the app records it.
    if ((await broadcastSigned(once, raw, hash)) === 'unknown') void keepBroadcasting(once, raw, hash)
    return hash
  }

  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    const args = (params ?? []) as unknown[]
    if (SIGNING_METHODS.has(method)) await ensureReplica(options.chainId())
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address]
      case 'eth_chainId':
        return numberToHex(options.chainId())
      case 'wallet_switchEthereumChain': {
        const target = Number((args[0] as { chainId: Hex }).chainId)
        if (!options.rpcUrls[target]) throw Object.assign(new Error('Unrecognized chain'), { code: 4902 })
        options.onChainChanged(target)
        return null
      }
      case 'eth_sendTransaction':
        return sendTransaction(args[0] as SendParameters)
      case 'eth_signTypedData_v4':
        return account.signTypedData(JSON.parse(args[1] as string))
      case 'personal_sign':
        return account.signMessage({ message: { raw: args[0] as Hex } })
      default:
        // Only reads reach the node: anvil signs wallet_sendTransaction, eth_sign and the rest with its own
        // unlocked keys, and viem falls back to wallet_sendTransaction when eth_sendTransaction is refused.
        if (!isForwardedRead(method))
          throw Object.assign(new Error(`The Devnet account does not support ${method}`), { code: 4200 })
        return read(method, args)
    }
  }
  // viem's request type is a union of every method's signature; this provider implements them by name.
  return { request: request as unknown as EIP1193RequestFn, ensureReplica }
}
