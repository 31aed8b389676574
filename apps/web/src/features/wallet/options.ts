/**
 * The wallet connector options of the specification and the rules for which of them show:
 * MetaMask only when the injected provider is MetaMask (generic Injected otherwise), an 'Install
 * Metamask' link when there is no injected provider, some options only on desktop or only on mobile.
 */

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export interface WalletOption {
  id:
    | 'injected'
    | 'metamask'
    | 'install-metamask'
    | 'walletconnect'
    | 'coinbase'
    | 'coinbase-link'
    | 'fortmatic'
    | 'portis'
    | 'devnet'
  name: string
  /** Shown under the name; a message for Lingui. */
  description: MessageDescriptor
  color: string
  /** wagmi connector id to activate; absent for links and unavailable options. */
  connectorId?: string
  /**
   * Why the option, named by the specification, cannot be used any more (its service shut down or its
   * SDK is unmaintained): shown in place of a connection, and no SDK is loaded.
   */
  unavailable?: MessageDescriptor
  href?: string
  mobile: boolean
  mobileOnly?: boolean
}

export interface WalletEnvironment {
  hasInjected: boolean
  injectedIsMetaMask: boolean
  isMobile: boolean
  devnet: boolean
}

const ALL: WalletOption[] = [
  {
    id: 'injected',
    name: 'Injected',
    description: msg`Injected web3 provider.`,
    color: '#010101',
    connectorId: 'injected',
    mobile: true,
  },
  {
    id: 'metamask',
    name: 'MetaMask',
    description: msg`Easy-to-use browser extension.`,
    color: '#E8831D',
    connectorId: 'injected',
    mobile: true,
  },
  {
    id: 'install-metamask',
    name: 'Install Metamask',
    description: msg`Install the MetaMask browser extension.`,
    color: '#E8831D',
    href: 'https://metamask.io/',
    mobile: false,
  },
  {
    id: 'walletconnect',
    name: 'WalletConnect',
    description: msg`Connect to Trust Wallet, Rainbow Wallet and more...`,
    color: '#4196FC',
    connectorId: 'walletConnect',
    mobile: true,
  },
  {
    id: 'coinbase',
    name: 'Coinbase Wallet',
    description: msg`Use Coinbase Wallet app on mobile device`,
    color: '#315CF5',
    connectorId: 'coinbaseWalletSDK',
    mobile: false,
  },
  {
    id: 'coinbase-link',
    name: 'Open in Coinbase Wallet',
    description: msg`Open in Coinbase Wallet app.`,
    color: '#315CF5',
    href: 'https://go.cb-w.com/mtUDhEZPy1',
    mobile: true,
    mobileOnly: true,
  },
  {
    id: 'fortmatic',
    name: 'Fortmatic',
    description: msg`Login using Fortmatic hosted wallet`,
    color: '#6748FF',
    unavailable: msg`Unavailable: Fortmatic's hosted wallet is no longer maintained.`,
    mobile: true,
  },
  {
    id: 'portis',
    name: 'Portis',
    description: msg`Login using Portis hosted wallet`,
    color: '#4A6C9B',
    unavailable: msg`Unavailable: the Portis service has shut down.`,
    mobile: true,
  },
  {
    id: 'devnet',
    name: 'Devnet account',
    description: msg`Sign with a development account of the local devnet.`,
    color: '#27AE60',
    connectorId: 'devnetAccount',
    mobile: true,
  },
]

export function walletOptions(environment: WalletEnvironment): WalletOption[] {
  return ALL.filter((option) => {
    if (option.id === 'devnet') return environment.devnet
    if (environment.isMobile ? !option.mobile : option.mobileOnly) return false
    switch (option.id) {
      case 'injected':
        return environment.hasInjected && !environment.injectedIsMetaMask
      case 'metamask':
        return environment.hasInjected && environment.injectedIsMetaMask
      case 'install-metamask':
        return !environment.hasInjected
      default:
        return true
    }
  })
}
