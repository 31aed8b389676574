import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import { useAccount } from 'wagmi'
import { ApplicationModal } from '../../core/application'
import { useCloseModal } from '../../core/application/closeModal'
import { useAddressOrName } from '../../core/ens'
import { useAppDispatch } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import { ExplorerDataType, getExplorerLink } from '../../lib/explorer'
import { TransactionPreview, useRequestSimulation } from '../simulation'
import { ClaimDialog, uniText } from './ClaimDialog'
import { useClaimFlow, useClaimStatus } from './hooks'
import './claim.css'
import { ConnectWalletButton } from '../wallet'

/**
 * Anyone may claim for an address with an unclaimed allocation (the tokens go to that address): the
 * address or ENS name is resolved, then its claim is sent from the connected wallet.
 */
export default function AddressClaimModal({ isOpen }: { isOpen: boolean }) {
  const { t, i18n } = useLingui()
  const _dispatch = useAppDispatch()
  const closeModal = useCloseModal(ApplicationModal.ADDRESS_CLAIM)
  const chainId = useActiveChainId()
  const { isConnected, address: account } = useAccount()
  const inputId = useId()
  const [typed, setTyped] = useState('')
  const { address: parsedAddress, loading: resolving } = useAddressOrName(typed)
  const { status, claim } = useClaimStatus(parsedAddress)
  const claimFlow = useClaimFlow(parsedAddress, claim)
  const { request: claimRequest, flow, send, claimed, reverted } = claimFlow
  // Sent from the connected account: its own balances change only by the network cost, unless it claims for itself.
  const preview = useRequestSimulation(
    isOpen && flow.state.status === 'idle' && !resolving && status === 'available' ? claimRequest : undefined,
    account,
    chainId,
  )

  const { reset } = flow
  useEffect(() => {
    if (reverted) reset()
  }, [reverted, reset])

  const close = () => {
    closeModal()
    // After a claim, the next opening starts afresh.
    if (claimed) {
      reset()
      setTyped('')
    }
  }

  const noClaim = !!parsedAddress && !resolving && (status === 'none' || status === 'claimed')
  return (
    <ClaimDialog
      isOpen={isOpen}
      label={t`Claim UNI Token`}
      testId="address-claim-modal"
      chainId={chainId}
      claim={claimFlow}
      showRecipient
      onClose={close}
    >
      <h2 className="modal__title">
        <Trans>Claim UNI Token</Trans>
      </h2>
      {claim && status === 'available' ? (
        <p className="claim-modal__amount" data-testid="claim-amount">
          <Trans>{uniText(claim.amount, i18n.locale)} UNI</Trans>
        </p>
      ) : null}
      <p className="claim-modal__text">
        <Trans>
          Enter an address to trigger a UNI claim. If the address has any claimable UNI it will be sent to
          them on submission.
        </Trans>
      </p>
      <label className="claim-modal__label" htmlFor={inputId}>
        <Trans>Recipient</Trans>
      </label>
      <input
        id={inputId}
        className="text-input claim-modal__input"
        type="text"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={t`Wallet Address or ENS name`}
        value={typed}
        aria-invalid={noClaim || undefined}
        onChange={(event) => setTyped(event.target.value)}
      />
      {parsedAddress ? (
        <a
          className="claim-modal__resolved"
          href={getExplorerLink(chainId, parsedAddress, ExplorerDataType.ADDRESS)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="claim-recipient"
        >
          {parsedAddress}
        </a>
      ) : null}
      {noClaim ? (
        <p className="error-text" role="alert">
          <Trans>Address has no available claim</Trans>
        </p>
      ) : null}
      {isConnected ? <TransactionPreview preview={preview} chainId={chainId} /> : null}
      {isConnected ? (
        <button
          type="button"
          className="primary-button"
          disabled={!parsedAddress || resolving || status !== 'available' || preview.blocks}
          onClick={() => void send()}
        >
          <Trans>Claim UNI</Trans>
        </button>
      ) : (
        <ConnectWalletButton>
          <Trans>Connect Wallet</Trans>
        </ConnectWalletButton>
      )}
    </ClaimDialog>
  )
}
