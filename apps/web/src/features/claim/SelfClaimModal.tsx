import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { isAddress } from 'viem'
import { useAccount } from 'wagmi'
import { Modal } from '../../components/Modal'
import { ApplicationModal, setOpenModal } from '../../core/application'
import { useAppDispatch, useAppSelector, useAppStore } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import { formatAmount, isUserRejection } from '../mining'
import { TransactionPreview, useRequestSimulation } from '../simulation'
import { isFailed, isSuccess } from '../transactions'
import { claimBreakdown } from './breakdown'
import { ClaimProgress } from './ClaimProgress'
import { useClaimCallback, useClaimRequest, useClaimStatus } from './hooks'
import './claim.css'

/** After the receipt the claimed state (confetti, welcome) shows this long, then the dialog closes itself. */
export const CELEBRATION_MS = 6_000

const uni = (raw: bigint, locale: string) => formatAmount(raw, 18, 4, locale, { trim: true })

/** The connected account claims its own UNI: the amount, its parts, then the claim's progress. */
export default function SelfClaimModal({ isOpen }: { isOpen: boolean }) {
  const { t, i18n } = useLingui()
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const { address } = useAccount()
  const chainId = useActiveChainId()
  const { status, claim } = useClaimStatus(address)
  const onClaim = useClaimCallback(address, claim)
  const claimRequest = useClaimRequest(address, claim)
  const [attempt, setAttempt] = useState<{ hash?: string; amount: bigint } | undefined>()
  const tx = useAppSelector((state) =>
    attempt?.hash ? state.transactions[chainId]?.[attempt.hash] : undefined,
  )
  const preview = useRequestSimulation(
    isOpen && !attempt && status === 'available' ? claimRequest : undefined,
    address,
    chainId,
  )
  const claimed = !!tx && isSuccess(tx)
  const failed = !!tx && isFailed(tx)

  const close = () => {
    if (store.getState().application.openModal === ApplicationModal.SELF_CLAIM) dispatch(setOpenModal(null))
  }

  // A reverted claim returns to the form.
  useEffect(() => {
    if (failed) setAttempt(undefined)
  }, [failed])

  // Once the receipt has arrived, the celebration shows and the dialog then closes itself.
  useEffect(() => {
    if (!claimed) return
    const timer = setTimeout(() => {
      if (store.getState().application.openModal === ApplicationModal.SELF_CLAIM) dispatch(setOpenModal(null))
      setAttempt(undefined)
    }, CELEBRATION_MS)
    return () => clearTimeout(timer)
  }, [claimed, dispatch, store])

  async function claimUni() {
    if (!claim) return
    setAttempt({ amount: claim.amount })
    try {
      const hash = await onClaim()
      setAttempt({ hash, amount: claim.amount })
    } catch (error) {
      // Failures return to the form; they are only logged (a rejection in the wallet silently).
      if (!isUserRejection(error)) console.error('Claim failed', error)
      setAttempt(undefined)
    }
  }

  const breakdown = claim ? claimBreakdown(claim.flags, claim.amount) : undefined
  return (
    <Modal isOpen={isOpen} onDismiss={close} label={t`Claim UNI`}>
      <div className="claim-modal" data-testid="self-claim-modal">
        <button type="button" className="claim-modal__close" aria-label={t`Close`} onClick={close}>
          ×
        </button>
        {attempt ? (
          <ClaimProgress
            chainId={chainId}
            hash={attempt.hash}
            claimed={claimed}
            amount={uni(attempt.amount, i18n.locale)}
          />
        ) : (
          <>
            <h2 className="claim-modal__title">
              <Trans>Claim UNI</Trans>
            </h2>
            <p className="claim-modal__amount" data-testid="claim-amount">
              {claim && status === 'available' ? <Trans>{uni(claim.amount, i18n.locale)} UNI</Trans> : '-'}
            </p>
            {breakdown ? (
              <dl className="claim-modal__breakdown">
                {breakdown.user !== undefined ? (
                  <div>
                    <dt>
                      <Trans>User</Trans>
                    </dt>
                    <dd>
                      <Trans>{uni(breakdown.user, i18n.locale)} UNI</Trans>
                    </dd>
                  </div>
                ) : null}
                {breakdown.liquidity !== undefined ? (
                  <div>
                    <dt>
                      <Trans>Liquidity</Trans>
                    </dt>
                    <dd>
                      <Trans>{uni(breakdown.liquidity, i18n.locale)} UNI</Trans>
                    </dd>
                  </div>
                ) : null}
                {breakdown.socks !== undefined ? (
                  <div>
                    <dt>
                      <Trans>SOCKS</Trans>
                    </dt>
                    <dd>
                      <Trans>{uni(breakdown.socks, i18n.locale)} UNI</Trans>
                    </dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
            <p className="claim-modal__text">
              <Trans>
                As a member of the Uniswap community you may claim UNI to be used for voting and governance.
              </Trans>{' '}
              <a href="https://uniswap.org/blog/uni" target="_blank" rel="noopener noreferrer">
                <Trans>Read more about UNI</Trans>
              </a>
            </p>
            <TransactionPreview preview={preview} chainId={chainId} />
            <button
              type="button"
              className="primary-button"
              disabled={!address || !isAddress(address) || status !== 'available' || preview.blocks}
              onClick={() => void claimUni()}
            >
              <Trans>Claim UNI</Trans>
            </button>
          </>
        )}
      </div>
    </Modal>
  )
}
