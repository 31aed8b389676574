import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { ApplicationModal } from '../../core/application'
import { useCloseModal } from '../../core/application/closeModal'
import { useAppDispatch, useAppSelector } from '../../core/store'
import { formatAmount } from '../../lib/format'
import { PreviewedConfirm, useRequestSimulation } from '../simulation'
import { TransactionDialog, TransactionType, useTransactionFlow, VoteOption } from '../transactions'
import { voteRequest } from './requests'

/** Casting a vote (For 1, Against 0, Abstain 2) with the votes held at the snapshot, with an optional reason. */
export function VoteModal({
  chainId,
  governor,
  proposalId,
  option,
  votes,
}: {
  chainId: number
  governor: Address
  proposalId: bigint
  option: VoteOption
  votes: bigint | undefined
}) {
  const { t, i18n } = useLingui()
  const _dispatch = useAppDispatch()
  const closeModal = useCloseModal(ApplicationModal.VOTE)
  const isOpen = useAppSelector((state) => state.application.openModal === ApplicationModal.VOTE)
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const flow = useTransactionFlow()
  const id = proposalId.toString()
  const { address } = useAccount()
  // The vote the button sends, simulated while the form shows: no token moves, only its cost.
  const preview = useRequestSimulation(
    isOpen && flow.state.status === 'idle' && votes !== undefined && votes > 0n
      ? voteRequest(governor, proposalId, option, reason)
      : undefined,
    address,
    chainId,
  )

  const close = () => {
    closeModal()
    flow.reset()
    setReason('')
  }

  async function onVote() {
    await flow.send({
      request: voteRequest(governor, proposalId, option, reason),
      info: {
        type: TransactionType.VOTE,
        governorAddress: governor,
        proposalId: Number(proposalId),
        decision: option,
        reason: reason.trim(),
      },
    })
  }

  const action =
    option === VoteOption.Against ? (
      <Trans>Vote against proposal {id}</Trans>
    ) : option === VoteOption.For ? (
      <Trans>Vote for proposal {id}</Trans>
    ) : (
      <Trans>Vote to abstain on proposal {id}</Trans>
    )
  const label =
    option === VoteOption.Against
      ? t`Vote against proposal ${id}`
      : option === VoteOption.For
        ? t`Vote for proposal ${id}`
        : t`Vote to abstain on proposal ${id}`

  return (
    <TransactionDialog
      isOpen={isOpen}
      label={label}
      testId="vote-modal"
      className="governance-modal"
      flow={flow}
      chainId={chainId}
      onClose={close}
      attempting={
        <h2>
          <Trans>Submitting Vote</Trans>
        </h2>
      }
      submitted={<p>{action}</p>}
    >
      <h2 className="modal__title">{action}</h2>
      <p className="governance-modal__big">
        <Trans>
          {votes === undefined ? '-' : formatAmount(votes, 18, 4, i18n.locale, { trim: true })} Votes
        </Trans>
      </p>
      <label htmlFor={reasonId}>
        <Trans>Reason (optional)</Trans>
      </label>
      <textarea
        id={reasonId}
        className="text-input governance-input"
        rows={3}
        maxLength={1_000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <PreviewedConfirm
        preview={preview}
        chainId={chainId}
        disabled={votes === undefined || votes === 0n}
        onConfirm={() => void onVote()}
      >
        {action}
      </PreviewedConfirm>
    </TransactionDialog>
  )
}
