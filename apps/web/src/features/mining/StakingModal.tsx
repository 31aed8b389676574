import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { formatUnits } from 'viem'
import { useAccount, usePublicClient } from 'wagmi'
import { useAppSelector } from '../../core/store'
import { formatSignificant } from '../../lib/format'
import { useAccountCall } from '../../lib/multicall'
import { splitSignature } from '../../lib/signature'
import { isUserRejection } from '../../lib/transactions/errors'
import { useWalletClientGetter } from '../../lib/transactions/walletClient'
import {
  ApproveButton,
  approveTransaction,
  isSignatureValid,
  permitDeadline,
  useApprovalState,
  type V2PairPermitSignature,
  v2PermitTypedData,
} from '../approvals'
import { TransactionPreview, useRequestSimulation } from '../simulation'
import { isAttempting, TransactionDialog, TransactionType, useTransactionFlow } from '../transactions'
import { v2PairAbi } from './abi'
import { LIQUIDITY_TOKEN_DECIMALS } from './constants'
import type { MiningDialogProps } from './dialogProps'
import { pairLabel } from './display'
import { individualRewardRate, parseStakeAmount, ratePerWeek } from './rates'
import { stakeRequest } from './requests'

/**
 * Deposit liquidity tokens: an amount parsed against the unstaked balance, approval by a permit signature
 * (an on-chain approval if signing fails for another reason than a refusal), then stake or
 * stakeWithPermit with 350,000 gas.
 */
export function StakingModal({ isOpen, onDismiss, info, chainId }: MiningDialogProps) {
  const { t, i18n } = useLingui()
  const inputId = useId()
  const { address } = useAccount()
  const getWalletClient = useWalletClientGetter(chainId)
  const publicClient = usePublicClient({ chainId })
  const approval = useTransactionFlow()
  const flow = useTransactionFlow()
  const chainTime = useAppSelector((state) => state.application.blockTimestamp[chainId])
  const [typed, setTyped] = useState('')
  const [signature, setSignature] = useState<V2PairPermitSignature | undefined>()
  // The amount the stake call was sent with: once it is mined the balance it was parsed against is smaller
  // (it read 'Deposited 0 UNI-V2'); stake(amount) moves exactly this amount or reverts.
  const [sentAmount, setSentAmount] = useState<bigint | undefined>()
  const [error, setError] = useState<string | undefined>()

  const balance = info.unstakedBalance
  const parsed = parseStakeAmount(typed, LIQUIDITY_TOKEN_DECIMALS, balance)
  const amount = parsed.amount
  const spender = info.stakingRewardAddress
  const pair = info.pairAddress
  const nonce = useAccountCall(
    chainId,
    { address: pair, abi: v2PairAbi, functionName: 'nonces' },
    address,
  ).result
  // Read again at an approval's receipt; UNKNOWN while the allowance (or the amount) is not known.
  const approvalState = useApprovalState(address ? pair : undefined, false, amount, spender, chainId)
  const approvalPending = approvalState === 'PENDING'
  const allowanceLoading = approvalState === 'UNKNOWN' && amount !== undefined
  const approved = approvalState === 'APPROVED'
  // What a permit for this deposit is for: checked against the one signed, and signed with it.
  const permitFor = { owner: address, spender, tokenAddress: pair, chainId, amount, nonce }
  const signed = isSignatureValid(signature, { ...permitFor, nowSeconds: Date.now() / 1000 })

  const label = pairLabel(info, chainId)
  const weekly =
    amount !== undefined
      ? ratePerWeek(
          individualRewardRate(
            info.totalRewardRate,
            info.stakedAmount + amount,
            info.totalStakedAmount + amount,
          ),
        )
      : 0n

  const dismiss = () => {
    setTyped('')
    setSignature(undefined)
    flow.reset()
    approval.reset()
    setSentAmount(undefined)
    setError(undefined)
    onDismiss()
  }

  /** An on-chain approval: the maximum first, the exact amount if the maximum fails to estimate. */
  async function approveOnChain(value: bigint) {
    if (!publicClient || !address) return
    await approval.send(() =>
      approveTransaction(publicClient, { account: address, token: pair, spender, exact: value }),
    )
  }

  async function onApprove() {
    if (!address || amount === undefined || nonce === undefined) return
    setError(undefined)
    const deadline = permitDeadline(chainTime, Date.now() / 1000)
    try {
      const walletClient = await getWalletClient()
      const signed = await walletClient.signTypedData({
        account: walletClient.account,
        ...v2PermitTypedData({ chainId, pair, owner: address, spender, value: amount, nonce, deadline }),
      })
      const { r, s, v } = splitSignature(signed)
      setSignature({ ...permitFor, owner: address, amount, nonce, deadline, v, r, s })
    } catch (signError) {
      if (isUserRejection(signError)) return
      // The wallet cannot sign the permit: an ordinary approval instead.
      await approveOnChain(amount)
    }
  }

  // The deposit the button sends: stake once approved, stakeWithPermit with a valid signature.
  const request =
    amount === undefined ? undefined : stakeRequest(spender, amount, approved, signed ? signature : undefined)

  async function onStake() {
    if (amount === undefined) return
    setSentAmount(amount)
    setError(undefined)
    if (!request) {
      setError(t`Attempting to stake without approval or a signature. Please contact support.`)
      return
    }
    const outcome = await flow.send({
      request,
      info: {
        type: TransactionType.DEPOSIT_LIQUIDITY_STAKING,
        token0Address: info.tokens[0].address,
        token1Address: info.tokens[1].address,
      },
    })
    if (outcome.status === 'submitted') setSignature(undefined)
  }

  const inputError = !address ? (
    <Trans>Connect Wallet</Trans>
  ) : parsed.error === 'INSUFFICIENT_BALANCE' ? (
    <Trans>Insufficient UNI-V2 balance</Trans>
  ) : parsed.error === 'ENTER_AMOUNT' ? (
    <Trans>Enter an amount</Trans>
  ) : undefined
  const reviewing = isOpen && flow.state.status === 'idle' && !inputError
  const preview = useRequestSimulation(reviewing ? request : undefined, address, chainId)
  // Until the approval or the permit exists, the deposit cannot run: the section says so, it shows no failure.
  const awaitingApproval = reviewing && amount !== undefined && !request

  return (
    <TransactionDialog
      isOpen={isOpen}
      chainId={chainId}
      flow={flow}
      onClose={dismiss}
      className="mining-modal"
      label={t`Deposit`}
      testId="staking-modal"
      submitted={
        <p>
          <Trans>Deposited {formatSignificant(sentAmount ?? 0n, 18, 4, i18n.locale)} UNI-V2</Trans>
        </p>
      }
      attempting={
        <>
          <h2>
            <Trans>Depositing Liquidity</Trans>
          </h2>
          <p className="tx-view__amount">
            <Trans>{formatSignificant(sentAmount ?? 0n, 18, 4, i18n.locale)} UNI-V2</Trans>
          </p>
        </>
      }
    >
      <h2 className="modal__title">
        <Trans>Deposit</Trans>
      </h2>
      <div className="mining-modal__field">
        <label htmlFor={inputId}>
          <Trans>Amount of UNI-V2 {label}</Trans>
        </label>
        <div className="mining-modal__input-row">
          <input
            id={inputId}
            className="mining-modal__input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={typed}
            onChange={(event) => {
              if (/^\d*[.,]?\d*$/.test(event.target.value)) setTyped(event.target.value)
            }}
          />
          {balance !== undefined && balance > 0n ? (
            <button
              type="button"
              className="secondary-button"
              onClick={() => setTyped(formatUnits(balance, LIQUIDITY_TOKEN_DECIMALS))}
            >
              <Trans>Max</Trans>
            </button>
          ) : null}
        </div>
        <p className="mining-modal__hint" data-testid="available-to-deposit">
          <Trans>
            Available to deposit:{' '}
            {balance === undefined ? '-' : formatSignificant(balance, 18, 6, i18n.locale)}
          </Trans>
        </p>
      </div>
      <dl className="value-rows">
        <div>
          <dt>
            <Trans>Weekly Rewards</Trans>
          </dt>
          <dd>
            <Trans>{formatSignificant(weekly, 18, 4, i18n.locale)} UNI / week</Trans>
          </dd>
        </div>
      </dl>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <TransactionPreview preview={preview} chainId={chainId} awaitingApproval={awaitingApproval} />
      <div className="mining-modal__buttons">
        <ApproveButton
          label={
            allowanceLoading && !signed
              ? 'LOADING'
              : approvalPending
                ? 'APPROVING'
                : approved || signed
                  ? 'APPROVED'
                  : 'APPROVE'
          }
          disabled={
            amount === undefined ||
            approved ||
            signed ||
            approvalPending ||
            allowanceLoading ||
            isAttempting(approval.state)
          }
          onApprove={() => void onApprove()}
        />
        <button
          type="button"
          className="primary-button"
          disabled={!!inputError || (!approved && !signed) || preview.blocks}
          onClick={() => void onStake()}
        >
          {inputError ?? <Trans>Deposit</Trans>}
        </button>
      </div>
    </TransactionDialog>
  )
}
