import { Trans, useLingui } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { formatSignificant } from '../../lib/format'
import { PreviewedConfirm, useRequestSimulation } from '../simulation'
import { TransactionDialog, TransactionType } from '../transactions'
import type { MiningDialogProps } from './dialogProps'
import { exitRequest } from './requests'
import { useMiningFlow } from './useMiningFlow'

/** Withdraw all liquidity and claim the rewards at once: exit() with 300,000 gas. */
export function UnstakingModal(props: MiningDialogProps) {
  const { isOpen, info, chainId } = props
  const { t, i18n } = useLingui()
  const { address } = useAccount()
  const { flow, shown, send, frame } = useMiningFlow<{ staked: bigint; earned: bigint }>(props)

  async function onWithdraw() {
    await send(
      { staked: info.stakedAmount, earned: info.earnedAmount },
      {
        request: exitRequest(info.stakingRewardAddress),
        info: {
          type: TransactionType.WITHDRAW_LIQUIDITY_STAKING,
          token0Address: info.tokens[0].address,
          token1Address: info.tokens[1].address,
        },
      },
    )
  }

  const error = !address ? (
    <Trans>Connect a wallet</Trans>
  ) : info.stakedAmount === 0n ? (
    <Trans>Enter an amount</Trans>
  ) : undefined
  // The exit the button sends, simulated while the form shows: the pool tokens and the UNI it returns.
  const preview = useRequestSimulation(
    isOpen && flow.state.status === 'idle' && !error ? exitRequest(info.stakingRewardAddress) : undefined,
    address,
    chainId,
  )

  return (
    <TransactionDialog
      {...frame}
      label={t`Withdraw`}
      testId="unstaking-modal"
      submitted={
        <>
          <p>
            <Trans>Withdrew UNI-V2!</Trans>
          </p>
          <p>
            <Trans>Claimed UNI!</Trans>
          </p>
        </>
      }
      attempting={
        <>
          <p>
            <Trans>Withdrawing {formatSignificant(shown?.staked ?? 0n, 18, 4, i18n.locale)} UNI-V2</Trans>
          </p>
          <p>
            <Trans>Claiming {formatSignificant(shown?.earned ?? 0n, 18, 4, i18n.locale)} UNI</Trans>
          </p>
        </>
      }
    >
      <h2 className="modal__title">
        <Trans>Withdraw</Trans>
      </h2>
      <dl className="value-rows">
        <div>
          <dt>
            <Trans>Deposited liquidity:</Trans>
          </dt>
          <dd>{formatSignificant(info.stakedAmount, 18, 4, i18n.locale)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Unclaimed UNI:</Trans>
          </dt>
          <dd>{formatSignificant(info.earnedAmount, 18, 4, i18n.locale)}</dd>
        </div>
      </dl>
      <p className="mining-modal__hint">
        <Trans>
          When you withdraw, your UNI is claimed and your liquidity is removed from the mining pool.
        </Trans>
      </p>
      <PreviewedConfirm
        preview={preview}
        chainId={chainId}
        disabled={!!error}
        onConfirm={() => void onWithdraw()}
      >
        {error ?? <Trans>Withdraw &amp; Claim</Trans>}
      </PreviewedConfirm>
    </TransactionDialog>
  )
}
