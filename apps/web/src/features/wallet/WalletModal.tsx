import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { type Connector, useAccount, useConnect, useDisconnect } from 'wagmi'
import { ExternalLink } from '../../components/ExternalLink'
import { Modal } from '../../components/Modal'
import { Tooltip } from '../../components/Tooltip'
import { ApplicationModal, setOpenModal } from '../../core/application'
import { config } from '../../core/config'
import { useEnsNameOf } from '../../core/ens'
import { useAppDispatch, useAppSelector } from '../../core/store'
import { isSupportedChainId } from '../../core/supportedChains'
import { ExplorerDataType, getExplorerLink } from '../../lib/explorer'
import { clearAllTransactions, TransactionList, useAllTransactions } from '../transactions'
import { type ConnectFailure, connectFailure } from './connectError'
import { type WalletOption, walletOptions } from './options'

type View = 'account' | 'options' | 'pending' | 'legal'

const isMobile = () => /Mobi|Android|iPhone/i.test(navigator.userAgent)

/** The injected connector wagmi discovered through EIP-6963 if any, else the window.ethereum one. */
function injectedConnector(connectors: readonly Connector[]) {
  return (
    connectors.find((connector) => connector.type === 'injected' && connector.id !== 'injected') ??
    connectors.find((connector) => connector.id === 'injected')
  )
}

function connectorFor(option: WalletOption, connectors: readonly Connector[]) {
  if (option.connectorId === 'injected') return injectedConnector(connectors)
  return connectors.find((connector) => connector.id === option.connectorId)
}

export function WalletModal() {
  const { t, i18n } = useLingui()
  const dispatch = useAppDispatch()
  const isOpen = useAppSelector((state) => state.application.openModal === ApplicationModal.WALLET)
  const close = () => dispatch(setOpenModal(null))
  const { address, chainId, connector: activeConnector, isConnected } = useAccount()
  const { connectors, connectAsync } = useConnect()
  const [view, setView] = useState<View>(isConnected ? 'account' : 'options')
  const [pending, setPending] = useState<
    { option: WalletOption; error: ConnectFailure | undefined } | undefined
  >()

  // The modal returns to the account view whenever an account connects or the connector changes.
  useEffect(() => {
    if (isConnected) setView('account')
  }, [isConnected, activeConnector?.uid])
  useEffect(() => {
    if (isOpen) setView(isConnected ? 'account' : 'options')
  }, [isOpen, isConnected])

  const options = useMemo(() => {
    const ethereum = (window as { ethereum?: { isMetaMask?: boolean } }).ethereum
    const discovered = injectedConnector(connectors)
    const available = walletOptions({
      hasInjected: !!ethereum || !!discovered,
      injectedIsMetaMask: !!ethereum?.isMetaMask,
      isMobile: isMobile(),
      devnet: config.devnet,
    })
    // An option shows only when its connector is configured here (links and unavailable ones always show).
    return available.filter((option) => option.href || option.unavailable || connectorFor(option, connectors))
  }, [connectors])

  async function activate(option: WalletOption) {
    const connector = connectorFor(option, connectors)
    if (!connector) return
    setPending({ option, error: undefined })
    setView('pending')
    try {
      await connectAsync({ connector })
      setPending(undefined)
      setView('account')
    } catch (error) {
      console.error('Error connecting', error)
      setPending({ option, error: connectFailure(error) })
    }
  }

  return (
    <Modal isOpen={isOpen} onDismiss={close} label={t`Wallet`}>
      {view === 'account' && address && !isSupportedChainId(chainId) ? (
        <section className="wallet-wrong-network" data-testid="wrong-network">
          <h2>
            <Trans>Wrong Network</Trans>
          </h2>
          <p>
            <Trans>Please connect to the appropriate Ethereum network.</Trans>
          </p>
        </section>
      ) : view === 'account' && address ? (
        <AccountView
          address={address}
          chainId={chainId ?? 1}
          connectorName={activeConnector?.name ?? ''}
          onChange={() => setView('options')}
        />
      ) : null}
      {view === 'options' || (view === 'account' && !address) ? (
        <section className="wallet-options">
          <h2>
            <Trans>Connect a wallet</Trans>
          </h2>
          {options.map((option) =>
            option.unavailable ? (
              <button
                key={option.id}
                type="button"
                className="wallet-option wallet-option--unavailable"
                data-testid={`wallet-option-${option.id}`}
                disabled
              >
                <span className="wallet-option__dot" style={{ background: option.color }} />
                {option.name}
                <span className="wallet-option__unavailable">{i18n._(option.unavailable)}</span>
              </button>
            ) : option.href ? (
              <ExternalLink key={option.id} className="wallet-option" href={option.href}>
                <span className="wallet-option__dot" style={{ background: option.color }} />
                {option.name}
              </ExternalLink>
            ) : (
              <Tooltip key={option.id} text={i18n._(option.description)} className="wallet-option__tip">
                {(describedBy) => (
                  <button
                    type="button"
                    className="wallet-option"
                    data-testid={`wallet-option-${option.id}`}
                    aria-describedby={describedBy}
                    onClick={() => void activate(option)}
                  >
                    <span className="wallet-option__dot" style={{ background: option.color }} />
                    {option.name}
                  </button>
                )}
              </Tooltip>
            ),
          )}
          <button type="button" className="link-button" onClick={() => setView('legal')}>
            <Trans>Legal &amp; Privacy</Trans>
          </button>
        </section>
      ) : null}
      {view === 'pending' && pending ? (
        <section className="wallet-pending" aria-live="polite">
          {pending.error ? (
            <>
              <p className="error-text">
                <Trans>Error connecting</Trans>
              </p>
              {pending.error === 'FAILED' ? (
                <p data-testid="wallet-connect-failed">
                  <Trans>Error connecting. Try refreshing the page.</Trans>
                </p>
              ) : null}
              <button type="button" onClick={() => void activate(pending.option)}>
                <Trans>Try Again</Trans>
              </button>
            </>
          ) : (
            <p>
              <Trans>Initializing...</Trans>
            </p>
          )}
          <BackButton onBack={() => setView('options')} />
        </section>
      ) : null}
      {view === 'legal' ? (
        <section className="wallet-legal">
          <h2>
            <Trans>Legal &amp; Privacy</Trans>
          </h2>
          <p>
            <Trans>
              This interface never holds your funds or keys. Your wallet signs every transaction; the
              addresses you connect may be screened against sanctions lists when screening is configured.
            </Trans>
          </p>
          <BackButton onBack={() => setView('options')} />
        </section>
      ) : null}
    </Modal>
  )
}

/** Back from a step of connecting (pending, legal) to the wallet options. */
function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" className="link-button" onClick={onBack}>
      <Trans>Back</Trans>
    </button>
  )
}

function AccountView({
  address,
  chainId,
  connectorName,
  onChange,
}: {
  address: string
  chainId: number
  connectorName: string
  onChange: () => void
}) {
  const dispatch = useAppDispatch()
  const { disconnect } = useDisconnect()
  const ensName = useEnsNameOf(address as `0x${string}`)
  const [copied, setCopied] = useState(false)
  const transactions = useAllTransactions().slice(0, 10)

  const copy = async () => {
    await navigator.clipboard?.writeText(address).catch(() => {})
    setCopied(true)
    setTimeout(() => setCopied(false), 500)
  }

  return (
    <section className="wallet-account">
      <h2>
        <Trans>Account</Trans>
      </h2>
      <p className="wallet-account__connector">
        <Trans>Connected with {connectorName}</Trans>
      </p>
      <p className="wallet-account__address" data-testid="account-address">
        {ensName ?? address}
      </p>
      <div className="wallet-account__actions">
        <button type="button" className="link-button" onClick={() => void copy()}>
          {copied ? <Trans>Copied</Trans> : <Trans>Copy Address</Trans>}
        </button>
        <ExternalLink href={getExplorerLink(chainId, address, ExplorerDataType.ADDRESS)}>
          <Trans>View on Explorer</Trans>
        </ExternalLink>
        <button type="button" className="link-button" onClick={onChange}>
          <Trans>Change</Trans>
        </button>
        <button type="button" className="link-button" onClick={() => disconnect()}>
          <Trans>Disconnect</Trans>
        </button>
      </div>
      <div className="wallet-account__transactions">
        <Link
          to="/activity"
          className="wallet-account__activity"
          onClick={() => dispatch(setOpenModal(null))}
        >
          <Trans>View all activity</Trans>
        </Link>
        {transactions.length === 0 ? (
          <p>
            <Trans>Your transactions will appear here...</Trans>
          </p>
        ) : (
          <>
            <div className="wallet-account__transactions-header">
              <Trans>Recent Transactions</Trans>
              <button
                type="button"
                className="link-button"
                onClick={() => dispatch(clearAllTransactions({ chainId }))}
              >
                <Trans>(clear all)</Trans>
              </button>
            </div>
            <TransactionList transactions={transactions} />
          </>
        )}
      </div>
    </section>
  )
}
