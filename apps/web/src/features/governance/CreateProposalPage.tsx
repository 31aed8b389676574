import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { useAccount } from 'wagmi'
import { PageHeader } from '../../components/PageHeader'
import { useActiveChainId } from '../../core/useActiveChainId'
import { isL2 } from '../../lib/chains'
import { formatAmount } from '../../lib/format'
import { useDebounce } from '../../lib/useDebounce'
import { TransactionPreview, useRequestSimulation } from '../simulation'
import { TransactionFlowBody, TransactionType, useTransactionFlow } from '../transactions'
import {
  type ActionError,
  encodeProposalAction,
  type ProposalActionDraft,
  parseFunctionSignature,
} from './actions'
import { GOVERNORS, MAX_PROPOSAL_ACTIONS } from './constants'
import { joinDescription } from './description'
import { proposeButtonState } from './eligibility'
import { useLatestProposalState, useProposalThreshold, useUserVotes } from './hooks'
import { proposeRequest } from './requests'
import { WrongLayer } from './WrongLayer'
import './governance.css'

const EMPTY_ACTION: ProposalActionDraft = { target: '', signature: '', args: [] }
const DESCRIPTION_TEMPLATE = '## Summary\n\n\n## Methodology\n\n\n## Conclusion\n'

function ActionEditor({
  index,
  draft,
  error,
  onChange,
  onRemove,
}: {
  index: number
  draft: ProposalActionDraft
  error: ActionError | undefined
  onChange: (draft: ProposalActionDraft) => void
  onRemove: (() => void) | undefined
}) {
  const { t } = useLingui()
  const id = useId()
  const parsed = parseFunctionSignature(draft.signature)
  const number = index + 1
  return (
    <fieldset className="proposal-action" data-testid="proposal-action">
      <legend>
        <Trans>Action {number}</Trans>
      </legend>
      <label htmlFor={`${id}-target`}>
        <Trans>Target</Trans>
      </label>
      <input
        id={`${id}-target`}
        className="text-input governance-input"
        placeholder="0x..."
        spellCheck={false}
        value={draft.target}
        aria-invalid={(draft.target !== '' && error === 'TARGET') || undefined}
        onChange={(event) => onChange({ ...draft, target: event.target.value })}
      />
      <label htmlFor={`${id}-signature`}>
        <Trans>Function</Trans>
      </label>
      <input
        id={`${id}-signature`}
        className="text-input governance-input"
        placeholder="transfer(address,uint256)"
        spellCheck={false}
        value={draft.signature}
        aria-invalid={(draft.signature !== '' && !parsed) || undefined}
        onChange={(event) => {
          const next = parseFunctionSignature(event.target.value)
          onChange({
            ...draft,
            signature: event.target.value,
            args: next ? next.inputs.map((_, arg) => draft.args[arg] ?? '') : draft.args,
          })
        }}
      />
      {parsed?.inputs.map((input, arg) => (
        <div key={arg} className="proposal-action__arg">
          <label htmlFor={`${id}-arg-${arg}`}>
            {input.name ? `${input.name} (${input.type})` : input.type}
          </label>
          <input
            id={`${id}-arg-${arg}`}
            className="text-input governance-input"
            spellCheck={false}
            value={draft.args[arg] ?? ''}
            onChange={(event) => {
              const args = [...draft.args]
              args[arg] = event.target.value
              onChange({ ...draft, args })
            }}
          />
        </div>
      ))}
      {draft.target !== '' && error === 'TARGET' ? (
        <p className="error-text">
          <Trans>Enter a valid contract address</Trans>
        </p>
      ) : draft.signature !== '' && error === 'SIGNATURE' ? (
        <p className="error-text">
          <Trans>Enter a function signature such as transfer(address,uint256)</Trans>
        </p>
      ) : parsed &&
        parsed.inputs.length > 0 &&
        draft.args.every((arg) => arg !== '') &&
        error === 'ARGUMENTS' ? (
        <p className="error-text">
          <Trans>The arguments do not match the function</Trans>
        </p>
      ) : null}
      {onRemove ? (
        <button
          type="button"
          className="link-button"
          onClick={onRemove}
          aria-label={t`Remove action ${number}`}
        >
          <Trans>Remove</Trans>
        </button>
      ) : null}
    </fieldset>
  )
}

/**
 * /vote/create-proposal: a title, a description and the actions (target, function, arguments); proposing
 * needs votes above the threshold and no active or pending proposal of the account.
 */
export default function CreateProposalPage() {
  const { t, i18n } = useLingui()
  const { address, chainId: walletChainId } = useAccount()
  const chainId = useActiveChainId()
  const titleId = useId()
  const descriptionId = useId()
  const [title, setTitle] = useState('')
  const [body, setBody] = useState(DESCRIPTION_TEMPLATE)
  const [drafts, setDrafts] = useState<ProposalActionDraft[]>([EMPTY_ACTION])
  const flow = useTransactionFlow()
  const votes = useUserVotes(chainId, address)
  const threshold = useProposalThreshold(chainId)
  const latestState = useLatestProposalState(chainId, address)

  const encoded = useMemo(() => drafts.map(encodeProposalAction), [drafts])
  const actions = encoded.flatMap((result) => (result.ok ? [result.action] : []))
  const formValid =
    title.trim() !== '' && body.trim() !== '' && actions.length === drafts.length && drafts.length > 0
  const state = proposeButtonState({ latestProposalState: latestState, votes, threshold, formValid })
  const formattedThreshold = threshold === undefined ? '' : formatAmount(threshold, 18, 0, i18n.locale)
  // The proposal Create Proposal sends, simulated once the form has rested for half a second (not per keystroke).
  const governor = GOVERNORS[chainId]?.[0]
  const request =
    state === 'READY' && governor && flow.state.status === 'idle'
      ? proposeRequest(governor.address, actions, joinDescription(title, body))
      : undefined
  const settled = useDebounce(request?.data, 500) === request?.data
  const preview = useRequestSimulation(settled ? request : undefined, address, chainId)

  async function onSubmit() {
    if (!governor || actions.length === 0) return
    await flow.send({
      request: proposeRequest(governor.address, actions, joinDescription(title, body)),
      info: { type: TransactionType.SUBMIT_PROPOSAL },
    })
  }

  const header = <PageHeader back="/vote" title={<Trans>Create Proposal</Trans>} />
  if (isL2(walletChainId)) {
    return (
      <div className="governance">
        {header}
        <WrongLayer />
      </div>
    )
  }
  if (flow.state.status !== 'idle') {
    return (
      <div className="governance">
        {header}
        <div className="governance-card">
          <TransactionFlowBody
            flow={flow}
            chainId={chainId}
            onClose={flow.reset}
            attempting={
              <h3>
                <Trans>Submitting Proposal</Trans>
              </h3>
            }
            submitted={
              <>
                <h3>
                  <Trans>Proposal Submitted</Trans>
                </h3>
                <Link to="/vote">
                  <Trans>Return</Trans>
                </Link>
              </>
            }
          >
            {null}
          </TransactionFlowBody>
        </div>
      </div>
    )
  }
  return (
    <div className="governance">
      {header}
      <form
        className="governance-card create-proposal"
        onSubmit={(event) => {
          event.preventDefault()
          if (state === 'READY' && !preview.blocks) void onSubmit()
        }}
      >
        <p className="create-proposal__tip">
          <Trans>
            Tip: Add one or more actions and describe your proposal for the community. The proposal cannot be
            modified after submission, so please verify all information before submitting. Voting begins after
            the governor's voting delay and lasts for its voting period.
          </Trans>
        </p>
        {drafts.map((draft, index) => (
          <ActionEditor
            key={index}
            index={index}
            draft={draft}
            error={
              encoded[index]?.ok === false ? (encoded[index] as { error: ActionError }).error : undefined
            }
            onChange={(next) => setDrafts(drafts.map((old, at) => (at === index ? next : old)))}
            onRemove={drafts.length > 1 ? () => setDrafts(drafts.filter((_, at) => at !== index)) : undefined}
          />
        ))}
        {drafts.length < MAX_PROPOSAL_ACTIONS ? (
          <button
            type="button"
            className="secondary-button"
            onClick={() => setDrafts([...drafts, EMPTY_ACTION])}
          >
            <Trans>Add an action</Trans>
          </button>
        ) : null}
        <label htmlFor={titleId}>
          <Trans>Title</Trans>
        </label>
        <input
          id={titleId}
          className="text-input governance-input"
          placeholder={t`Proposal title`}
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
        />
        <label htmlFor={descriptionId}>
          <Trans>Description</Trans>
        </label>
        <textarea
          id={descriptionId}
          className="text-input governance-input create-proposal__description"
          rows={10}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
        <TransactionPreview preview={preview} chainId={chainId} />
        <button
          type="submit"
          className="primary-button"
          disabled={!address || state !== 'READY' || preview.blocks}
        >
          {!address ? (
            <Trans>Connect Wallet</Trans>
          ) : state === 'ACTIVE_OR_PENDING' ? (
            <Trans>You already have an active or pending proposal</Trans>
          ) : state === 'NEEDS_THRESHOLD' ? (
            <Trans>You must have {formattedThreshold} votes to submit a proposal</Trans>
          ) : state === 'NOT_ENOUGH_VOTES' ? (
            <Trans>You don't have enough votes to submit a proposal</Trans>
          ) : (
            <Trans>Create Proposal</Trans>
          )}
        </button>
      </form>
    </div>
  )
}
