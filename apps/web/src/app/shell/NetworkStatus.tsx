import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useAccount } from 'wagmi'
import { useAppDispatch, useAppSelector } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import {
  selectArbitrumAlphaAcknowledged,
  selectOptimismAlphaAcknowledged,
  updateArbitrumAlphaAcknowledged,
  updateOptimismAlphaAcknowledged,
} from '../../features/settings'
import { getChainInfo, isArbitrum, isL2, isOptimism } from '../../lib/chains'
import { isNetworkStale, showNetworkError } from './networkHealth'

/** 'You may have lost your network connection.' or '{label} might be down right now' when blocks stop. */
export function NetworkWarning() {
  const chainId = useActiveChainId()
  const blockTimestamp = useAppSelector((state) => state.application.blockTimestamp[chainId])
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 10_000)
    return () => clearInterval(timer)
  }, [])
  const info = getChainInfo(chainId)
  if (!info || !isNetworkStale(blockTimestamp, now, info.blockWaitMsBeforeWarning)) {
    return null
  }
  return (
    <div className="network-warning" role="alert" data-testid="network-warning">
      {info.statusPage ? (
        <>
          <Trans>{info.label} might be down right now</Trans>{' '}
          <a href={info.statusPage} target="_blank" rel="noopener noreferrer">
            <Trans>Check network status</Trans>
          </a>
        </>
      ) : (
        <Trans>You may have lost your network connection.</Trans>
      )}
    </div>
  )
}

/** The app cannot reach the chain and no wallet is connected (the reference's network connector error). */
export function NetworkError() {
  const chainId = useActiveChainId()
  const { isConnected } = useAccount()
  const failed = useAppSelector((state) => state.application.networkError[chainId] === true)
  if (!showNetworkError(failed, isConnected)) return null
  return (
    <div className="network-warning" role="alert" data-testid="network-error">
      <Trans>
        Oops! An unknown error occurred. Please refresh the page, or visit from another browser or device.
      </Trans>
    </div>
  )
}

/** The layer-2 beta banner, until the user acknowledges it for that network. */
export function L2Banner() {
  const { isConnected, chainId: walletChainId } = useAccount()
  const chainId = useActiveChainId()
  const dispatch = useAppDispatch()
  const acknowledged = useAppSelector(
    isArbitrum(chainId) ? selectArbitrumAlphaAcknowledged : selectOptimismAlphaAcknowledged,
  )
  if (!isConnected || walletChainId !== chainId || !isL2(chainId) || acknowledged) return null
  const info = getChainInfo(chainId)
  const dismiss = () =>
    dispatch(
      isArbitrum(chainId)
        ? updateArbitrumAlphaAcknowledged({ arbitrumAlphaAcknowledged: true })
        : updateOptimismAlphaAcknowledged({ optimismAlphaAcknowledged: true }),
    )
  return (
    <div className="l2-banner" role="note" data-testid="l2-banner">
      <p>
        <Trans>
          This interface on {info?.label} is in beta. You must bridge L1 assets to the network to use them.
        </Trans>
      </p>
      {info?.bridge ? (
        <a href={info.bridge} target="_blank" rel="noopener noreferrer">
          {isOptimism(chainId) ? <Trans>Optimism Gateway</Trans> : <Trans>Arbitrum Bridge</Trans>}
        </a>
      ) : null}
      <button type="button" className="link-button" onClick={dismiss}>
        <Trans>Dismiss</Trans>
      </button>
    </div>
  )
}
