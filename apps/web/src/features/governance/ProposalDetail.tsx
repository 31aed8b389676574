import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { zeroAddress } from 'viem'
import { useAccount } from 'wagmi'
import { PageHeader } from '../../components/PageHeader'
import { ApplicationModal, setOpenModal } from '../../core/application'
import { useAppDispatch, useAppSelector } from '../../core/store'
import { ExplorerDataType, getExplorerLink } from '../../lib/explorer'
import { formatAmount, formatDateTime } from '../../lib/format'
import { useUniBalance } from '../mining'
import { VoteOption } from '../transactions'
import { describeCall } from './actions'
import { votingEligibility } from './eligibility'
import {
  useProposal,
  useUserDelegatee,
  useUserVotesAsOfBlock,
  useVoteReceipt,
  useVotingPeriod,
} from './hooks'
import { Markdown } from './Markdown'
import { StatusBadge } from './StatusBadge'
import { ProposalState } from './status'
import { blockTimestampEstimate, formatDays, votingPeriodDays } from './time'
import { VoteModal } from './VoteModal'

const votes = (raw: bigint, locale: string) => formatAmount(raw, 18, 0, locale)

function VoteBar({
  label,
  count,
  total,
  testId,
}: {
  label: string
  count: bigint
  total: bigint
  testId: string
}) {
  const { i18n } = useLingui()
  const percent = total > 0n ? Number((count * 10_000n) / total) / 100 : 0
  return (
    <section className="vote-card" data-testid={testId}>
      <div className="vote-card__row">
        <h3>{label}</h3>
        <span className="vote-card__count">{votes(count, i18n.locale)}</span>
      </div>
      <div
        className="vote-card__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className={`vote-card__fill vote-card__fill--${testId}`} style={{ width: `${percent}%` }} />
      </div>
    </section>
  )
}

/** /vote/{governorIndex}/{id}: one proposal, its votes, the account's eligibility, and voting. */
export function ProposalDetail({ chainId }: { chainId: number }) {
  const { t, i18n } = useLingui()
  const dispatch = useAppDispatch()
  const params = useParams()
  const governorIndex = Number(params.governorIndex)
  const id = /^\d+$/.test(params.id ?? '') ? BigInt(params.id as string) : 0n
  const proposal = useProposal(chainId, governorIndex, id)
  const { address } = useAccount()
  const votesAtSnapshot = useUserVotesAsOfBlock(chainId, address, proposal?.startBlock)
  const receipt = useVoteReceipt(chainId, proposal?.governor.address, proposal?.id, address)
  const delegatee = useUserDelegatee(chainId, address)
  const balance = useUniBalance(chainId, address)
  const votingPeriod = useVotingPeriod(chainId, proposal?.governor.address)
  const latestNumber = useAppSelector((state) => state.application.blockNumber[chainId])
  const latestTimestamp = useAppSelector((state) => state.application.blockTimestamp[chainId])
  const [option, setOption] = useState<VoteOption>(VoteOption.For)

  if (proposal === undefined) {
    return (
      <div className="governance-card governance-empty" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">
          <Trans>Loading</Trans>
        </span>
      </div>
    )
  }
  if (proposal === null) {
    return (
      <>
        <PageHeader back="/vote" title={<Trans>All Proposals</Trans>} />
        <div className="governance-card governance-empty">
          <p className="governance-empty__title">
            <Trans>No proposals found.</Trans>
          </p>
        </div>
      </>
    )
  }

  const eligibility = votingEligibility({
    status: proposal.status,
    account: address,
    votesAtSnapshot,
    hasVoted: receipt?.hasVoted,
  })
  const total = proposal.forVotes + proposal.againstVotes + proposal.abstainVotes
  const latest =
    latestNumber !== undefined && latestTimestamp !== undefined
      ? { number: latestNumber, timestamp: latestTimestamp }
      : undefined
  const when = (block: bigint) =>
    latest ? formatDateTime(new Date(blockTimestampEstimate(block, latest)), i18n.locale) : undefined
  const startDate = when(proposal.startBlock)
  const endDate = when(proposal.endBlock)
  const startBlock = proposal.startBlock.toString()
  const period = formatDays(votingPeriodDays(votingPeriod), i18n.locale)
  const showUnlockHint = !!address && delegatee === zeroAddress && balance !== undefined && balance > 0n
  const openVote = (choice: VoteOption) => {
    setOption(choice)
    dispatch(setOpenModal(ApplicationModal.VOTE))
  }

  return (
    <>
      <PageHeader back="/vote" title={proposal.title ?? <Trans>Untitled</Trans>}>
        <StatusBadge status={proposal.status} />
      </PageHeader>
      <div className="governance-card proposal-detail">
        <p className="proposal-detail__time" data-testid="voting-time">
          {!endDate || !startDate ? null : proposal.status === ProposalState.PENDING ? (
            <Trans>Voting starts approximately {startDate}</Trans>
          ) : proposal.status === ProposalState.ACTIVE ? (
            <Trans>Voting ends approximately {endDate}</Trans>
          ) : (
            <Trans>Voting ended {endDate}</Trans>
          )}
        </p>
        <p className="proposal-detail__time" data-testid="voting-period">
          <Trans>Voting period: {period}</Trans>
        </p>

        {eligibility === 'NO_VOTES' ? (
          <p className="proposal-detail__notice" data-testid="vote-eligibility">
            <Trans>
              Only UNI votes that were self delegated or delegated to another address before block{' '}
              {startBlock} are eligible for voting.
            </Trans>{' '}
            {showUnlockHint ? (
              <span>
                <Trans>
                  <Link to="/vote">Unlock voting</Link> to prepare for the next proposal.
                </Trans>
              </span>
            ) : null}
          </p>
        ) : null}
        {eligibility === 'CAN_VOTE' ? (
          <div className="proposal-detail__vote-buttons">
            <button type="button" className="primary-button" onClick={() => openVote(VoteOption.For)}>
              <Trans>Vote For</Trans>
            </button>
            <button type="button" className="primary-button" onClick={() => openVote(VoteOption.Against)}>
              <Trans>Vote Against</Trans>
            </button>
            <button type="button" className="primary-button" onClick={() => openVote(VoteOption.Abstain)}>
              <Trans>Vote Abstain</Trans>
            </button>
          </div>
        ) : null}
        {receipt?.hasVoted ? (
          <p className="proposal-detail__voted" data-testid="your-vote">
            {receipt.support === VoteOption.For ? (
              <Trans>You voted For</Trans>
            ) : receipt.support === VoteOption.Against ? (
              <Trans>You voted Against</Trans>
            ) : (
              <Trans>You voted to Abstain</Trans>
            )}
          </p>
        ) : null}
        {address && votesAtSnapshot !== undefined ? (
          <p className="proposal-detail__power" data-testid="voting-power">
            <Trans>
              Your voting power at block {startBlock}:{' '}
              {formatAmount(votesAtSnapshot, 18, 4, i18n.locale, { trim: true })} votes
            </Trans>
          </p>
        ) : null}

        <div className="vote-cards">
          <VoteBar label={t`For`} count={proposal.forVotes} total={total} testId="for" />
          <VoteBar label={t`Against`} count={proposal.againstVotes} total={total} testId="against" />
          <VoteBar label={t`Abstain`} count={proposal.abstainVotes} total={total} testId="abstain" />
        </div>

        <section className="proposal-detail__section">
          <h2>
            <Trans>Details</Trans>
          </h2>
          <ol className="proposal-actions">
            {proposal.actions.map((action, index) => (
              <li key={index}>
                <a
                  href={getExplorerLink(chainId, action.target, ExplorerDataType.ADDRESS)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {action.target}
                </a>
                <code>.{describeCall(action.signature, action.calldata)}</code>
              </li>
            ))}
          </ol>
        </section>
        <section className="proposal-detail__section" data-testid="proposal-description">
          <h2>
            <Trans>Description</Trans>
          </h2>
          <Markdown source={proposal.body} />
        </section>
        <section className="proposal-detail__section">
          <h2>
            <Trans>Proposer</Trans>
          </h2>
          <a
            href={getExplorerLink(chainId, proposal.proposer, ExplorerDataType.ADDRESS)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {proposal.proposer}
          </a>
        </section>
      </div>
      <VoteModal
        chainId={chainId}
        governor={proposal.governor.address}
        proposalId={proposal.id}
        option={option}
        votes={votesAtSnapshot}
      />
    </>
  )
}
