import { useEffect, useState } from 'react'
import { useAppSelector } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import { ExplorerDataType, getExplorerLink } from '../../lib/explorer'

/** Bottom-right block number of the current chain; it spins for 1 s on every new block. */
export function BlockNumber() {
  const chainId = useActiveChainId()
  const blockNumber = useAppSelector((state) => state.application.blockNumber[chainId])
  const [spinning, setSpinning] = useState(false)

  useEffect(() => {
    if (blockNumber === undefined) return
    setSpinning(true)
    const stop = setTimeout(() => setSpinning(false), 1000)
    return () => clearTimeout(stop)
  }, [blockNumber])

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
