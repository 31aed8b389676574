import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import { useAccount } from 'wagmi'
import { Modal } from '../../components/Modal'
import { ApplicationModal, setOpenModal } from '../../core/application'
import { useAddressOrName } from '../../core/ens'
import { useAppDispatch, useAppSelector, useAppStore } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import { ExplorerDataType, getExplorerLink } from '../../lib/explorer'
import { formatAmount, isUserRejection } from '../mining'
import { TransactionPreview, useRequestSimulation } from '../simulation'
import { isFailed, isSuccess } from '../transactions'
import { ClaimProgress } from './ClaimProgress'
import { useClaimCallback, useClaimRequest, useClaimStatus } from './hooks'
import './claim.css'

const uni = (raw: bigint, locale: string) => formatAmount(raw, 18, 4, locale, { trim: true })
const shorten = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`

/**
 * Anyone may claim for an address with an unclaimed allocation (the tokens go to that address): the
 * address or ENS name is resolved, then its claim is sent from the connected wallet.
 */
export default function AddressClaimModal({ isOpen }: { isOpen: boolean }) {
  const { t, i18n } = useLingui()
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const chainId = useActiveChainId()
  const { isConnected, address: account } = useAccount()
  const inputId = useId()
  const [typed, setTyped] = useState('')
  const { address: parsedAddress, loading: resolving } = useAddressOrName(typed)
  const { status, claim } = useClaimStatus(parsedAddress)
  const onClaim = useClaimCallback(parsedAddress, claim)
  const claimRequest = useClaimRequest(parsedAddress, claim)
  const [attempt, setAttempt] = useState<{ hash?: string; amount: bigint; recipient: string } | undefined>()
  const tx = useAppSelector((state) =>
    attempt?.hash ? state.transactions[chainId]?.[attempt.hash] : undefined,
  )
  // Sent from the connected account: its own balances change only by the network cost, unless it claims for itself.
  const preview = useRequestSimulation(
    isOpen && !attempt && !resolving && status === 'available' ? claimRequest : undefined,
    account,
    chainId,
  )
  const claimed = !!tx && isSuccess(tx)
  const failed = !!tx && isFailed(tx)

  useEffect(() => {
    if (failed) setAttempt(undefined)
  }, [failed])

  const close = () => {
    if (store.getState().application.openModal === ApplicationModal.ADDRESS_CLAIM)
      dispatch(setOpenModal(null))
    // After a claim, the next opening starts afresh.
    if (claimed) {
      setAttempt(undefined)
      setTyped('')
    }
  }

  async function claimUni() {
    if (!claim || !parsedAddress) return
    setAttempt({ amount: claim.amount, recipient: parsedAddress })
    try {
      const hash = await onClaim()
      setAttempt({ hash, amount: claim.amount, recipient: parsedAddress })
    } catch (error) {
      if (!isUserRejection(error)) console.error('Claim failed', error)
      setAttempt(undefined)
    }
  }

  const noClaim = !!parsedAddress && !resolving && (status === 'none' || status === 'claimed')
  return (
    <Modal isOpen={isOpen} onDismiss={close} label={t`Claim UNI Token`}>
      <div className="claim-modal" data-testid="address-claim-modal">
        <button type="button" className="claim-modal__close" aria-label={t`Close`} onClick={close}>
          ×
        </button>
        {attempt ? (
          <ClaimProgress
            chainId={chainId}
            hash={attempt.hash}
            claimed={claimed}
            amount={uni(attempt.amount, i18n.locale)}
            recipient={
              <a
                href={getExplorerLink(chainId, attempt.recipient, ExplorerDataType.ADDRESS)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {shorten(attempt.recipient)}
              </a>
            }
          />
        ) : (
          <>
            <h2 className="claim-modal__title">
              <Trans>Claim UNI Token</Trans>
            </h2>
            {claim && status === 'available' ? (
              <p className="claim-modal__amount" data-testid="claim-amount">
                <Trans>{uni(claim.amount, i18n.locale)} UNI</Trans>
              </p>
            ) : null}
            <p className="claim-modal__text">
              <Trans>
                Enter an address to trigger a UNI claim. If the address has any claimable UNI it will be sent
                to them on submission.
              </Trans>
            </p>
            <label className="claim-modal__label" htmlFor={inputId}>
              <Trans>Recipient</Trans>
            </label>
            <input
              id={inputId}
              className="claim-modal__input"
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
                onClick={() => void claimUni()}
              >
                <Trans>Claim UNI</Trans>
              </button>
            ) : (
              <button
                type="button"
                className="primary-button"
                onClick={() => dispatch(setOpenModal(ApplicationModal.WALLET))}
              >
                <Trans>Connect Wallet</Trans>
              </button>
            )}
          </>
        )}
      </div>
    </Modal>
  )
}
