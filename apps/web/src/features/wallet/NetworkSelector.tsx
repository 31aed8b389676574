import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useAccount, useSwitchChain } from 'wagmi'
import { Popover } from '../../components/Popover'
import { addPopup } from '../../core/application'
import { config } from '../../core/config'
import { useAppDispatch } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import {
  addChainParameters,
  getChainInfo,
  NETWORK_SELECTOR_CHAIN_IDS,
  rpcUrlFor,
  type SupportedChainId,
} from '../../lib/chains'
import { replicaChainName } from './chains'

/**
 * Switches the wallet's network: wallet_switchEthereumChain with the hex chain id; when the wallet
 * does not know the chain (4902), wagmi's injected connector adds it with these parameters
 * (wallet_addEthereumChain) and switches again. A failure shows a popup.
 */
export function NetworkSelector() {
  const { t } = useLingui()
  const { isConnected } = useAccount()
  const chainId = useActiveChainId()
  const { switchChainAsync } = useSwitchChain()
  const dispatch = useAppDispatch()
  const [open, setOpen] = useState(false)
  if (!isConnected) return null
  const current = getChainInfo(chainId)

  async function select(target: SupportedChainId) {
    setOpen(false)
    if (target === chainId) return
    const { chainId: _, ...parameters } = addChainParameters(target, rpcUrlFor(target, config.rpcUrls) ?? '')
    // A replica has the real chain's id: the wallet is told what it adds, not led to think it is the network.
    const addEthereumChainParameter = config.devnetChains.includes(target)
      ? { ...parameters, chainName: replicaChainName(target) }
      : parameters
    try {
      await switchChainAsync({ chainId: target, addEthereumChainParameter })
    } catch (error) {
      console.error('Failed to switch networks', error)
      dispatch(addPopup({ content: { failedSwitchNetwork: target }, key: `failed-network-switch-${target}` }))
    }
  }

  return (
    <Popover
      className="network-selector"
      open={open}
      onDismiss={() => setOpen(false)}
      toggle={{
        className: 'network-selector__button',
        'aria-haspopup': 'listbox',
        'data-testid': 'network-selector',
        onClick: () => setOpen(!open),
        children: current?.label ?? <Trans>Network</Trans>,
      }}
    >
      {open ? (
        <div className="network-selector__menu" role="listbox" aria-label={t`Select a network`}>
          {NETWORK_SELECTOR_CHAIN_IDS.map((id) => (
            <button
              key={id}
              type="button"
              role="option"
              aria-selected={id === chainId}
              data-testid={`network-option-${id}`}
              className="network-selector__option"
              onClick={() => void select(id)}
            >
              {getChainInfo(id)?.label}
            </button>
          ))}
        </div>
      ) : null}
    </Popover>
  )
}
