import { type AnvilInstance, rpc, startAnvil } from './anvil.ts'
import type { AddressBook } from './build.ts'
import { ARBITRUM_ONE, DEVNET_CHAIN_IDS, type DevnetChainId, MAINNET, OPTIMISM } from './canonical.ts'
import { seedingInputsHash } from './inputs.ts'
import { readAddressBook, readSnapshotMeta, unpackedSnapshot } from './snapshot.ts'

export interface DevnetOptions {
  /** Layer-1 (chain 1) port; 0 picks a free one. */
  l1Port?: number
  /** Layer-2 (chain 42161) port; 0 picks a free one. */
  l2Port?: number
  /** Optimism (chain 10) port; 0 picks a free one. */
  opPort?: number
  verbose?: boolean
  /** Which chains to start; all three by default. */
  chainIds?: readonly DevnetChainId[]
  /**
   * Mine an empty block this often (ms) when no transaction does, as a live chain would; off by
   * default so that tests control every block. `npm start` uses 12 s.
   */
  heartbeatMs?: number
}

export interface DevnetChain {
  chainId: DevnetChainId
  url: string
  port: number
  addressBook: AddressBook
  anvil: AnvilInstance
}

export interface Devnet {
  chains: Partial<Record<DevnetChainId, DevnetChain>>
  /** True when the seeding code changed after the snapshot was built (`npm run devnet:rebuild`). */
  stale: boolean
  stop(): Promise<void>
}

/** Starts the chains of the replica (mainnet, Optimism, Arbitrum One) from the saved snapshot. */
export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const ports: Record<DevnetChainId, number | undefined> = {
    [MAINNET]: options.l1Port,
    [OPTIMISM]: options.opPort,
    [ARBITRUM_ONE]: options.l2Port,
  }
  const started = await Promise.allSettled(
    (options.chainIds ?? DEVNET_CHAIN_IDS).map(async (chainId) => {
      const anvil = await startAnvil({
        chainId,
        port: ports[chainId],
        loadState: unpackedSnapshot(chainId),
        verbose: options.verbose,
      })
      await keepTimeMonotonic(anvil.url)
      // The snapshot's last block is as old as the snapshot: start with a block of the present.
      await rpc(anvil.url, 'evm_mine', [])
      return { chainId, url: anvil.url, port: anvil.port, addressBook: readAddressBook(chainId), anvil }
    }),
  )
  const chains = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const heartbeats = options.heartbeatMs
    ? chains.map((chain) =>
        setInterval(() => {
          rpc(chain.url, 'evm_mine', []).catch(() => {})
        }, options.heartbeatMs),
      )
    : []
  const stop = async () => {
    for (const heartbeat of heartbeats) clearInterval(heartbeat)
    await Promise.all(chains.map((chain) => chain.anvil.stop()))
  }
  const failure = started.find((result) => result.status === 'rejected')
  if (failure) {
    await stop()
    throw failure.reason
  }
  return {
    chains: Object.fromEntries(chains.map((chain) => [chain.chainId, chain])),
    stale: readSnapshotMeta().inputsHash !== seedingInputsHash(),
    stop,
  }
}

/**
 * A loaded state continues on the wall clock. If the snapshot's last block is somehow ahead of it
 * (a clock set back), continue from that block instead so that time never runs backwards on chain.
 */
async function keepTimeMonotonic(url: string) {
  const latest = await rpc<{ timestamp: string }>(url, 'eth_getBlockByNumber', ['latest', false])
  const last = Number(latest.timestamp)
  const now = Math.floor(Date.now() / 1000)
  if (last >= now) await rpc(url, 'evm_setNextBlockTimestamp', [last + 1])
}
