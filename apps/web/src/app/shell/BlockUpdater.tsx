import { useEffect } from 'react'
import { getBlock } from 'viem/actions'
import { useClient } from 'wagmi'
import { setNetworkError, updateBlockNumber } from '../../core/application'
import { useAppDispatch } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import { isL2 } from '../../lib/chains'
import { blockUpdates } from './blockUpdates'

/** Blocks are polled every 15 s on layer 1 and every second on layer 2 (the specification's polling). */
export const blockPollingMs = (chainId: number) => (isL2(chainId) ? 1_000 : 15_000)

/**
 * The one block subscription of the app: a single eth_getBlockByNumber('latest') per poll, and on
 * returning to the tab; the block number and its timestamp go to the application state (the first at
 * once, later ones debounced: blockUpdates.ts) and everything that refreshes per block reads them from there.
 */
export function BlockUpdater() {
  const chainId = useActiveChainId()
  // The bare client with only the actions used: the full public client would bring every public action
  // (and through signature verification, secp256k1) into the first load.
  const client = useClient({ chainId })
  const dispatch = useAppDispatch()

  useEffect(() => {
    if (!client) return
    let cancelled = false
    const updates = blockUpdates((block: { number: bigint; timestamp: bigint }) =>
      dispatch(
        updateBlockNumber({
          chainId,
          blockNumber: Number(block.number),
          blockTimestamp: Number(block.timestamp),
        }),
      ),
    )
    const poll = async () => {
      try {
        const block = await getBlock(client, { blockTag: 'latest' })
        if (cancelled || block.number === null) return
        updates.push({ number: block.number, timestamp: block.timestamp })
      } catch (error) {
        console.debug('Failed to get the latest block', error)
        if (!cancelled) dispatch(setNetworkError({ chainId }))
      }
    }
    void poll()
    const timer = setInterval(() => void poll(), blockPollingMs(chainId))
    const onVisible = () => document.visibilityState === 'visible' && void poll()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      cancelled = true
      clearInterval(timer)
      updates.cancel()
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [client, chainId, dispatch])

  return null
}
