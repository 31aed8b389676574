import { contractAddress } from '../../core/addresses'
import { useAppSelector } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import { MulticallUpdater } from '../../lib/multicall'

/** The chain-reads layer of the active chain, refreshed by the app's one block subscription. */
export function Multicall() {
  const chainId = useActiveChainId()
  const latestBlockNumber = useAppSelector((state) => state.application.blockNumber[chainId])
  return (
    <MulticallUpdater
      chainId={chainId}
      multicallAddress={contractAddress(chainId, 'UniswapInterfaceMulticall')}
      latestBlockNumber={latestBlockNumber}
    />
  )
}
