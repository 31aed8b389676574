import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { erc20Abi } from 'viem'
import { useAccount } from 'wagmi'
import { Modal } from '../../components/Modal'
import { ApplicationModal } from '../../core/application'
import { useCloseModal } from '../../core/application/closeModal'
import { useAppDispatch, useAppSelector } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import { decimalAmount, formatAmount, formatFiat } from '../../lib/format'
import { useSingleCallResult } from '../../lib/multicall'
import { USD_STABLECOIN, useTotalUniEarned, useUniBalance, useUniPriceInUsd } from '../mining'
import { circulatingSupply } from './circulation'
import { useAggregateUniBalance } from './hooks'
import './claim.css'
import { contractAddress } from '../../core/addresses'

/**
 * The breakdown of the account's UNI: the total, the wallet balance (2 decimals), the unclaimed
 * liquidity-mining rewards (4 decimals, with a link to claim them), the price, the circulating and the
 * total supply.
 */
export default function UniBalanceModal({ isOpen }: { isOpen: boolean }) {
  const { t, i18n } = useLingui()
  const _dispatch = useAppDispatch()
  const closeModal = useCloseModal(ApplicationModal.UNI_BALANCE)
  const { address } = useAccount()
  const chainId = useActiveChainId()
  const uni = contractAddress(chainId, 'UNI')
  const total = useAggregateUniBalance(address)
  const balance = useUniBalance(chainId, address)
  const unclaimed = useTotalUniEarned(chainId, address)
  const price = useUniPriceInUsd(chainId)
  const usdDecimals = USD_STABLECOIN[chainId]?.decimals ?? 6
  const totalSupply = useSingleCallResult(chainId, {
    address: uni,
    abi: erc20Abi,
    functionName: 'totalSupply',
  }).result
  const treasury = contractAddress(chainId, 'Timelock')
  const treasuryBalance = useSingleCallResult(chainId, {
    address: treasury ? uni : undefined,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: treasury ? [treasury] : undefined,
  }).result
  const chainTime = useAppSelector((state) => state.application.blockTimestamp[chainId])
  // The schedule is mainnet's; elsewhere the total supply is all there is to show.
  const circulation =
    chainId === 1 && chainTime !== undefined && treasuryBalance !== undefined
      ? circulatingSupply(chainTime, treasuryBalance)
      : totalSupply

  const close = () => {
    closeModal()
  }
  const show = (raw: bigint | undefined, places: number) =>
    raw === undefined ? '-' : formatAmount(raw, 18, places, i18n.locale)

  return (
    <Modal isOpen={isOpen} onDismiss={close} label={t`Your UNI Breakdown`}>
      <div className="claim-modal uni-balance" data-testid="uni-balance-modal">
        <button type="button" className="claim-modal__close" aria-label={t`Close`} onClick={close}>
          ×
        </button>
        <h2 className="modal__title">
          <Trans>Your UNI Breakdown</Trans>
        </h2>
        {address ? (
          <>
            <p className="claim-modal__amount" data-testid="uni-total">
              <Trans>{show(total, 2)} UNI</Trans>
            </p>
            <dl className="value-rows claim-modal__breakdown">
              <div>
                <dt>
                  <Trans>Balance:</Trans>
                </dt>
                <dd data-testid="uni-wallet-balance">{show(balance, 2)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Unclaimed:</Trans>
                </dt>
                <dd data-testid="uni-unclaimed">
                  {show(unclaimed, 4)}{' '}
                  {unclaimed !== undefined && unclaimed > 0n ? (
                    <Link to="/uni" onClick={close}>
                      <Trans>(claim)</Trans>
                    </Link>
                  ) : null}
                </dd>
              </div>
            </dl>
          </>
        ) : null}
        <dl className="value-rows claim-modal__breakdown">
          <div>
            <dt>
              <Trans>UNI price:</Trans>
            </dt>
            <dd data-testid="uni-price">
              {price === undefined ? '$ -' : formatFiat(decimalAmount(price, usdDecimals, 2), i18n.locale)}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>UNI in circulation:</Trans>
            </dt>
            <dd data-testid="uni-circulation">{show(circulation, 0)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Total Supply</Trans>
            </dt>
            <dd data-testid="uni-total-supply">{show(totalSupply, 0)}</dd>
          </div>
        </dl>
        {uni ? (
          <a
            href={`https://info.uniswap.org/#/tokens/${uni.toLowerCase()}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>View UNI Analytics</Trans>
          </a>
        ) : null}
      </div>
    </Modal>
  )
}
