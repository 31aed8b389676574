import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { isAddress } from 'viem'
import { useAccount } from 'wagmi'
import { ApplicationModal } from '../../core/application'
import { useCloseModal } from '../../core/application/closeModal'
import { useAppDispatch } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import { PreviewedConfirm, useRequestSimulation } from '../simulation'
import { claimBreakdown } from './breakdown'
import { ClaimDialog, uniText } from './ClaimDialog'
import { useClaimFlow, useClaimStatus } from './hooks'
import './claim.css'

/** After the receipt the claimed state (confetti, welcome) shows this long, then the dialog closes itself. */
export const CELEBRATION_MS = 6_000

/** The connected account claims its own UNI: the amount, its parts, then the claim's progress. */
export default function SelfClaimModal({ isOpen }: { isOpen: boolean }) {
  const { t, i18n } = useLingui()
  const _dispatch = useAppDispatch()
  const closeModal = useCloseModal(ApplicationModal.SELF_CLAIM)
  const { address } = useAccount()
  const chainId = useActiveChainId()
  const { status, claim } = useClaimStatus(address)
  const claimFlow = useClaimFlow(address, claim)
  const { request: claimRequest, flow, send, claimed, reverted } = claimFlow
  const preview = useRequestSimulation(
    isOpen && flow.state.status === 'idle' && status === 'available' ? claimRequest : undefined,
    address,
    chainId,
  )

  const close = () => {
    closeModal()
  }

  // A claim that did not make it returns to the form.
  const { reset } = flow
  useEffect(() => {
    if (reverted) reset()
  }, [reverted, reset])

  // Once the receipt has arrived, the celebration shows and the dialog then closes itself.
  useEffect(() => {
    if (!claimed) return
    const timer = setTimeout(() => {
      closeModal()
      reset()
    }, CELEBRATION_MS)
    return () => clearTimeout(timer)
  }, [claimed, closeModal, reset])

  const breakdown = claim ? claimBreakdown(claim.flags, claim.amount) : undefined
  return (
    <ClaimDialog
      isOpen={isOpen}
      label={t`Claim UNI`}
      testId="self-claim-modal"
      chainId={chainId}
      claim={claimFlow}
      onClose={close}
    >
      <h2 className="modal__title">
        <Trans>Claim UNI</Trans>
      </h2>
      <p className="claim-modal__amount" data-testid="claim-amount">
        {claim && status === 'available' ? <Trans>{uniText(claim.amount, i18n.locale)} UNI</Trans> : '-'}
      </p>
      {breakdown ? (
        <dl className="value-rows claim-modal__breakdown">
          {breakdown.user !== undefined ? (
            <div>
              <dt>
                <Trans>User</Trans>
              </dt>
              <dd>
                <Trans>{uniText(breakdown.user, i18n.locale)} UNI</Trans>
              </dd>
            </div>
          ) : null}
          {breakdown.liquidity !== undefined ? (
            <div>
              <dt>
                <Trans>Liquidity</Trans>
              </dt>
              <dd>
                <Trans>{uniText(breakdown.liquidity, i18n.locale)} UNI</Trans>
              </dd>
            </div>
          ) : null}
          {breakdown.socks !== undefined ? (
            <div>
              <dt>
                <Trans>SOCKS</Trans>
              </dt>
              <dd>
                <Trans>{uniText(breakdown.socks, i18n.locale)} UNI</Trans>
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
      <PreviewedConfirm
        preview={preview}
        chainId={chainId}
        disabled={!address || !isAddress(address) || status !== 'available'}
        onConfirm={() => void send()}
      >
        <Trans>Claim UNI</Trans>
      </PreviewedConfirm>
    </ClaimDialog>
  )
}
