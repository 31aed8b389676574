import { useEffect, useState } from 'react'
import { useBlockNumber } from 'wagmi'
import { useActiveChainId } from '../../features/wallet'
import { ExplorerDataType, getExplorerLink } from '../../lib/explorer'
import { updateBlockNumber } from '../state/application'
import { useAppDispatch } from '../store'

/** Bottom-right block number of the current chain; it spins for 1 s on every new block. */
export function BlockNumber() {
  const chainId = useActiveChainId()
  const { data: blockNumber } = useBlockNumber({ chainId, watch: true })
  const dispatch = useAppDispatch()
  const [spinning, setSpinning] = useState(false)

  useEffect(() => {
    if (blockNumber === undefined) return
    // The subscription is debounced: a burst of blocks is recorded once, 100 ms after the last.
    const timer = setTimeout(
      () => dispatch(updateBlockNumber({ chainId, blockNumber: Number(blockNumber) })),
      100,
    )
    setSpinning(true)
    const stop = setTimeout(() => setSpinning(false), 1000)
    return () => {
      clearTimeout(timer)
      clearTimeout(stop)
    }
  }, [blockNumber, chainId, dispatch])

  if (blockNumber === undefined) return null
  return (
    <a
      className="block-number"
      data-testid="block-number"
      href={getExplorerLink(chainId, String(blockNumber), ExplorerDataType.BLOCK)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {String(blockNumber)}
      <span className={spinning ? 'block-number__dot block-number__dot--spinning' : 'block-number__dot'} />
    </a>
  )
}
