import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { contractAddress } from '../../core/addresses'
import { ApplicationModal } from '../../core/application'
import { useCloseModal } from '../../core/application/closeModal'
import { useAddressOrName } from '../../core/ens'
import { useAppDispatch, useAppSelector } from '../../core/store'
import { PreviewedConfirm, useRequestSimulation } from '../simulation'
import { TransactionDialog, TransactionType, useTransactionFlow } from '../transactions'
import { delegateRequest } from './requests'

const shorten = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`

/** Delegate the account's votes: to itself (unlocking voting) or to an address or ENS name. */
export function DelegateModal({ chainId, delegated }: { chainId: number; delegated: boolean }) {
  const { t } = useLingui()
  const _dispatch = useAppDispatch()
  const closeModal = useCloseModal(ApplicationModal.DELEGATE)
  const isOpen = useAppSelector((state) => state.application.openModal === ApplicationModal.DELEGATE)
  const inputId = useId()
  const { address } = useAccount()
  const [toOther, setToOther] = useState(false)
  const [typed, setTyped] = useState('')
  const { address: other, loading, name } = useAddressOrName(typed)
  const flow = useTransactionFlow()
  // Who the votes go to, as it was when the button was pressed.
  const [shownTo, setShownTo] = useState('')
  const delegatee: Address | undefined = toOther ? other : address
  // The delegation the button sends, simulated while the dialog shows the form: no token moves, only its cost.
  const uni = contractAddress(chainId, 'UNI')
  const preview = useRequestSimulation(
    isOpen && flow.state.status === 'idle' && uni && delegatee && !(toOther && loading)
      ? delegateRequest(uni, delegatee)
      : undefined,
    address,
    chainId,
  )

  const close = () => {
    closeModal()
    flow.reset()
    setTyped('')
    setToOther(false)
  }

  async function onDelegate() {
    if (!delegatee || !uni) return
    setShownTo(toOther ? (name ?? delegatee) : delegatee)
    await flow.send({
      request: delegateRequest(uni, delegatee),
      info: { type: TransactionType.DELEGATE, delegatee },
    })
  }
  const shown = shownTo.startsWith('0x') ? shorten(shownTo) : shownTo

  return (
    <TransactionDialog
      isOpen={isOpen}
      label={delegated ? t`Update Delegation` : t`Unlock Votes`}
      testId="delegate-modal"
      className="governance-modal"
      flow={flow}
      chainId={chainId}
      onClose={close}
      attempting={
        <>
          <h2>
            <Trans>Delegating</Trans>
          </h2>
          <p>{shown}</p>
        </>
      }
      submitted={
        <p>
          <Trans>Delegated to {shown}</Trans>
        </p>
      }
    >
      <h2 className="modal__title">
        {delegated ? <Trans>Update Delegation</Trans> : <Trans>Unlock Votes</Trans>}
      </h2>
      <p>
        <Trans>Earned UNI tokens represent voting shares in Uniswap governance.</Trans>
      </p>
      <p>
        <Trans>You can either vote on each proposal yourself or delegate your votes to a third party.</Trans>
      </p>
      <fieldset className="governance-modal__choice">
        <legend className="visually-hidden">
          <Trans>Delegate to</Trans>
        </legend>
        <label>
          <input type="radio" name="delegate-to" checked={!toOther} onChange={() => setToOther(false)} />{' '}
          <Trans>Myself</Trans>
        </label>
        <label>
          <input type="radio" name="delegate-to" checked={toOther} onChange={() => setToOther(true)} />{' '}
          <Trans>Another address</Trans>
        </label>
      </fieldset>
      {toOther ? (
        <>
          <label htmlFor={inputId}>
            <Trans>Delegate to</Trans>
          </label>
          <input
            id={inputId}
            className="text-input governance-input"
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder={t`Wallet Address or ENS name`}
            value={typed}
            aria-invalid={(typed.trim() !== '' && !loading && !other) || undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          {other ? (
            <span className="governance-modal__resolved" data-testid="delegate-resolved">
              {other}
            </span>
          ) : typed.trim() !== '' && !loading ? (
            <span className="error-text">
              <Trans>Enter a valid address or ENS name</Trans>
            </span>
          ) : null}
        </>
      ) : null}
      <PreviewedConfirm
        preview={preview}
        chainId={chainId}
        disabled={!address || !delegatee || (toOther && loading)}
        onConfirm={() => void onDelegate()}
      >
        {toOther ? <Trans>Delegate Votes</Trans> : <Trans>Self Delegate</Trans>}
      </PreviewedConfirm>
    </TransactionDialog>
  )
}
