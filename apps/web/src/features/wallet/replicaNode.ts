import { isLoopbackUrl } from '../../core/config'

/**
 * Whether a node is a local replica the Devnet account may sign for: on a loopback host, and answering
 * `web3_clientVersion` as anvil does ('anvil/v1.7.1'). The development keys are public: anything else
 * (a real network's node, a remote one) could spend them, or worse, get the user to sign with them on a
 * chain where what they sign has a price.
 */
export type ReplicaNodeCheck = { ok: true } | { ok: false; reason: string }

export type JsonRpcCall = (url: string, method: string, params: unknown[]) => Promise<unknown>

export async function checkReplicaNode(
  url: string | undefined,
  call: JsonRpcCall,
): Promise<ReplicaNodeCheck> {
  if (!url) return { ok: false, reason: 'no local replica is configured for this chain' }
  if (!isLoopbackUrl(url)) return { ok: false, reason: `${url} is not on this machine` }
  let version: unknown
  try {
    version = await call(url, 'web3_clientVersion', [])
  } catch {
    return { ok: false, reason: `${url} did not answer` }
  }
  if (typeof version !== 'string' || !/^anvil\//i.test(version))
    return { ok: false, reason: `${url} is not an anvil devnet` }
  return { ok: true }
}

/** The error a refused connection or signature rejects with (EIP-1193 4100, unauthorized). */
export class DevnetAccountRefused extends Error {
  override name = 'DevnetAccountRefused'
  readonly code = 4100
  constructor(reason: string) {
    super(`The Devnet account signs only on a local devnet replica: ${reason}.`)
  }
}
