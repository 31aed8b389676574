import { Trans } from '@lingui/react/macro'
import { useAccount, useConnect, useEnsName } from 'wagmi'
import { isSupportedChainId } from './supported'

const shorten = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`

/**
 * The status button: the address or ENS name when connected, 'Wrong Network' on an unsupported
 * chain, otherwise 'Connect Wallet'. ('{n} Pending' and 'Error' join with the transactions state.)
 */
export function Web3Status() {
  const { address, chainId, isConnected } = useAccount()
  const { connectors, connect } = useConnect()
  const { data: ensName } = useEnsName({ address, chainId: 1, query: { enabled: !!address } })
  if (isConnected && address) {
    if (!isSupportedChainId(chainId)) {
      return (
        <button type="button" className="web3-status web3-status--error" data-testid="web3-status">
          <Trans>Wrong Network</Trans>
        </button>
      )
    }
    return (
      <button type="button" className="web3-status" data-testid="web3-status" title={address}>
        {ensName ?? shorten(address)}
      </button>
    )
  }
  return (
    <div className="web3-status__options">
      {connectors.map((connector) => (
        <button
          key={connector.uid}
          type="button"
          className="web3-status web3-status--connect"
          data-testid={`connect-${connector.id}`}
          onClick={() => connect({ connector })}
        >
          <Trans>Connect Wallet</Trans> ({connector.name})
        </button>
      ))}
    </div>
  )
}
