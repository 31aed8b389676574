import type { Chain, Client, Hash } from 'viem'
import { getBlock } from 'viem/actions'

/**
 * Before a wallet signs anything for a chain that is a local replica (a chain marked `localReplica` by the
 * wagmi configuration), the wallet must be on that replica: the replicas carry the real chains' ids, so a
 * browser wallet whose "Ethereum" is the real network would sign there, with the user's real key,
 * calldata and minimums built from the replica's prices. The proof is the genesis block: the wallet's
 * node and the app's node must return the same hash for block 0.
 */

export function isLocalReplica(chain: Pick<Chain, 'custom'> | undefined): boolean {
  return (chain?.custom as { localReplica?: unknown } | undefined)?.localReplica === true
}

/** A wallet that is not on the replica the app reads (or whose chain could not be checked). */
export class WalletNotOnReplicaError extends Error {
  override name = 'WalletNotOnReplicaError'
  constructor(chainName: string, reason: 'other-chain' | 'unchecked') {
    super(
      reason === 'other-chain'
        ? `Your wallet is not on ${chainName}: what it signs would go to another chain with the same id, such as the real one. Nothing was signed. Connect the Devnet account, or add the replica to your wallet.`
        : `Could not check that your wallet is on ${chainName}, so nothing was sent. Try again in a moment.`,
    )
  }
}

export type GenesisHash = () => Promise<Hash | null | undefined>

/**
 * Resolves when both sides name the same genesis block; rejects with WalletNotOnReplicaError when they
 * differ, and when either cannot say (an unanswered check is never taken for a match).
 */
export async function ensureSameGenesis(
  chainName: string,
  wallet: GenesisHash,
  app: GenesisHash,
): Promise<void> {
  let hashes: [Hash | null | undefined, Hash | null | undefined]
  try {
    hashes = await Promise.all([wallet(), app()])
  } catch {
    throw new WalletNotOnReplicaError(chainName, 'unchecked')
  }
  const [walletHash, appHash] = hashes
  if (!walletHash || !appHash) throw new WalletNotOnReplicaError(chainName, 'unchecked')
  if (walletHash.toLowerCase() !== appHash.toLowerCase())
    throw new WalletNotOnReplicaError(chainName, 'other-chain')
}

/** The genesis hash a client's node answers (a wallet's EIP-1193 provider or the app's RPC). */
export const genesisOf =
  (client: Pick<Client, 'request'>): GenesisHash =>
  async () => {
    const block = (await client.request({
      method: 'eth_getBlockByNumber',
      params: ['0x0', false],
    })) as { hash?: Hash } | null
    return block?.hash
  }

/** The app's own view of the replica's genesis, read through its transport (retries included). */
export const appGenesisOf =
  (client: Client): GenesisHash =>
  async () =>
    (await getBlock(client, { blockNumber: 0n })).hash
