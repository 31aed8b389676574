import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { zeroAddress } from 'viem'
import { useAccount } from 'wagmi'
import { ApplicationModal, setOpenModal } from '../../core/application'
import { useEnsNameOf } from '../../core/ens'
import { useAppDispatch } from '../../core/store'
import { ExplorerDataType, getExplorerLink } from '../../lib/explorer'
import { formatAmount } from '../../lib/format'
import { useUniBalance } from '../mining'
import { DelegateModal } from './DelegateModal'
import { useAllProposals, useUserDelegatee, useUserVotes } from './hooks'
import { StatusBadge } from './StatusBadge'

const shorten = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`

/** /vote: what governance is, the account's votes and delegation, and every proposal, newest first. */
export function ProposalList({ chainId }: { chainId: number }) {
  const { t, i18n } = useLingui()
  const dispatch = useAppDispatch()
  const { address } = useAccount()
  const proposals = useAllProposals(chainId)
  const votes = useUserVotes(chainId, address)
  const delegatee = useUserDelegatee(chainId, address)
  const balance = useUniBalance(chainId, address)
  const delegateeName = useEnsNameOf(delegatee && delegatee !== zeroAddress ? delegatee : undefined)
  const delegated = !!delegatee && delegatee !== zeroAddress
  const showUnlock = !!address && delegatee === zeroAddress && balance !== undefined && balance > 0n
  const openDelegate = () => dispatch(setOpenModal(ApplicationModal.DELEGATE))

  return (
    <>
      <section className="governance-card governance-intro">
        <h2>
          <Trans>Uniswap Governance</Trans>
        </h2>
        <p>
          <Trans>
            UNI tokens represent voting shares in Uniswap governance. You can vote on each proposal yourself
            or delegate your votes to a third party.
          </Trans>
        </p>
        <a href="https://uniswap.org/blog/uni" target="_blank" rel="noopener noreferrer">
          <Trans>Read more about Uniswap governance</Trans>
        </a>
      </section>

      <div className="governance-toolbar">
        <h2>
          <Trans>Proposals</Trans>
        </h2>
        <div className="governance-toolbar__actions">
          {showUnlock ? (
            <button type="button" className="secondary-button" onClick={openDelegate}>
              <Trans>Unlock Voting</Trans>
            </button>
          ) : address && votes !== undefined && votes > 0n ? (
            <span className="governance-votes" data-testid="user-votes">
              <Trans>{formatAmount(votes, 18, 4, i18n.locale, { trim: true })} Votes</Trans>
            </span>
          ) : null}
          <Link className="secondary-button governance-create" to="/create-proposal">
            <Trans>Create Proposal</Trans>
          </Link>
        </div>
      </div>
      {address && delegated && delegatee ? (
        <p className="governance-delegation" data-testid="delegated-to">
          <Trans>Delegated to:</Trans>{' '}
          <a
            href={getExplorerLink(chainId, delegatee, ExplorerDataType.ADDRESS)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {delegatee.toLowerCase() === address.toLowerCase() ? (
              <Trans>Self</Trans>
            ) : (
              (delegateeName ?? shorten(delegatee))
            )}
          </a>{' '}
          <button type="button" className="link-button" onClick={openDelegate}>
            <Trans>(Update)</Trans>
          </button>
        </p>
      ) : null}

      {proposals === undefined ? (
        <div className="governance-card governance-empty" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">
            <Trans>Loading</Trans>
          </span>
        </div>
      ) : proposals.length === 0 ? (
        <div className="governance-card governance-empty">
          <p className="governance-empty__title">
            <Trans>No proposals found.</Trans>
          </p>
          <p>
            <Trans>Proposals submitted by community members will appear here.</Trans>
          </p>
        </div>
      ) : (
        <ul className="proposal-list" aria-label={t`Proposals`}>
          {proposals.map((proposal) => (
            <li key={`${proposal.governor.index}-${proposal.id}`}>
              <Link
                className="proposal-row"
                to={`/vote/${proposal.governor.index}/${proposal.id}`}
                data-testid="proposal-row"
              >
                <span className="proposal-row__id">{proposal.id.toString()}</span>
                <span className="proposal-row__title">{proposal.title ?? <Trans>Untitled</Trans>}</span>
                <StatusBadge status={proposal.status} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="governance-footnote">
        <Trans>A minimum threshold of 0.25% of the total UNI supply is required to submit proposals</Trans>
      </p>
      <DelegateModal chainId={chainId} delegated={delegated} />
    </>
  )
}
