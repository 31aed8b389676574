import { Trans, useLingui } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { formatSignificant } from '../../lib/format'
import { PreviewedConfirm, useRequestSimulation } from '../simulation'
import { TransactionDialog, TransactionType } from '../transactions'
import type { MiningDialogProps } from './dialogProps'
import { getRewardRequest } from './requests'
import { useMiningFlow } from './useMiningFlow'

/** Claim the earned UNI and keep the liquidity staked: getReward() with 350,000 gas. */
export function ClaimRewardModal(props: MiningDialogProps) {
  const { isOpen, info, chainId } = props
  const { t, i18n } = useLingui()
  const { address } = useAccount()
  const { flow, shown, send, frame } = useMiningFlow<{ earned: bigint }>(props)

  async function onClaim() {
    if (!address) return
    await send(
      { earned: info.earnedAmount },
      {
        request: getRewardRequest(info.stakingRewardAddress),
        // A reward claim: recorded without an airdrop amount, which marks airdrop claims.
        info: { type: TransactionType.CLAIM, recipient: address },
      },
    )
  }

  const error = !address ? (
    <Trans>Connect a wallet</Trans>
  ) : info.stakedAmount === 0n && info.earnedAmount === 0n ? (
    <Trans>Enter an amount</Trans>
  ) : undefined
  // The claim the button sends, simulated while the form shows: the UNI earned up to the latest block.
  const preview = useRequestSimulation(
    isOpen && flow.state.status === 'idle' && !error
      ? getRewardRequest(info.stakingRewardAddress)
      : undefined,
    address,
    chainId,
  )

  return (
    <TransactionDialog
      {...frame}
      label={t`Claim`}
      testId="claim-reward-modal"
      submitted={
        <p>
          <Trans>Claimed UNI!</Trans>
        </p>
      }
      attempting={
        <p>
          <Trans>Claiming {formatSignificant(shown?.earned ?? 0n, 18, 6, i18n.locale)} UNI</Trans>
        </p>
      }
    >
      <h2 className="modal__title">
        <Trans>Claim</Trans>
      </h2>
      <p className="mining-modal__big" data-testid="claimable-reward">
        {formatSignificant(info.earnedAmount, 18, 6, i18n.locale)}
      </p>
      <p>
        <Trans>Unclaimed UNI</Trans>
      </p>
      <p className="mining-modal__hint">
        <Trans>When you claim without withdrawing your liquidity remains in the mining pool.</Trans>
      </p>
      <PreviewedConfirm
        preview={preview}
        chainId={chainId}
        disabled={!!error}
        onConfirm={() => void onClaim()}
      >
        {error ?? <Trans>Claim</Trans>}
      </PreviewedConfirm>
    </TransactionDialog>
  )
}
