import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { useId } from 'react'
import { type Address, isAddressEqual } from 'viem'
import { formatDecimal } from '../../../lib/format'
import { taxPercent } from '../../../lib/simulation/tokenSafety'
import type { TransferTax } from '../../../lib/simulation/transfers'
import { NATIVE_TRANSFER_ADDRESS, type NftChange, type TokenChange } from '../../../lib/simulation/transfers'
import { nativeOnChain, useToken } from '../../tokens'
import { formatNativeCost, formatUsdCost, networkCostUsd } from '../logic/networkCost'
import {
  type AllowedSpend,
  fallsShortOfMinimum,
  movesNoToken,
  networkCostWei,
  previewView,
  signedAmountText,
  spendBeyond,
} from '../logic/present'
import { REVERT_FIXES, REVERT_MESSAGES } from '../messages'
import { useEthPriceUsd } from '../useEthPriceUsd'
import type { RequestSimulation } from '../useRequestSimulation'
import type { SimulationResult } from '../useTransactionSimulation'

function TokenChangeLine({
  change,
  chainId,
  tax,
}: {
  change: TokenChange
  chainId: number
  tax?: TransferTax
}) {
  const { t, i18n } = useLingui()
  const native = isAddressEqual(change.token, NATIVE_TRANSFER_ADDRESS)
  const token = useToken(native ? undefined : change.token, chainId)
  const currency = native ? nativeOnChain(chainId) : token
  const percent = formatDecimal(String(taxPercent(tax)), i18n.locale)
  return (
    <li
      className="simulation__change"
      data-testid="simulated-change"
      data-token={change.token}
      data-amount={change.amount.toString()}
    >
      {currency
        ? signedAmountText(change.amount, currency, i18n.locale)
        : `${change.amount} (${change.token})`}
      {tax && <span className="simulation__tax">{t`Fee on transfer: ${percent}%`}</span>}
    </li>
  )
}

function NftChangeLine({ change }: { change: NftChange }) {
  const id = change.tokenId.toString()
  return (
    <li className="simulation__change" data-testid="simulated-nft">
      {change.change === 'minted' ? (
        <Trans>+ NFT #{id} minted</Trans>
      ) : change.change === 'burned' ? (
        <Trans>- NFT #{id} burned</Trans>
      ) : change.change === 'received' ? (
        <Trans>+ NFT #{id} received</Trans>
      ) : (
        <Trans>- NFT #{id} sent</Trans>
      )}
    </li>
  )
}

/**
 * The 'Network cost' row: the gas estimate at the gas price, in USD at the indexer's ETH price, or in
 * ETH while that price is unknown (never an old dollar figure). The figures it is made of are kept on
 * the element for tests and support.
 */
function NetworkCost({ wei, chainId }: { wei: bigint; chainId: number }) {
  const { i18n } = useLingui()
  const ethPrice = useEthPriceUsd(chainId)
  const native = nativeOnChain(chainId)
  const cost = ethPrice
    ? formatUsdCost(networkCostUsd(wei, ethPrice, native.decimals), i18n.locale)
    : formatNativeCost(wei, native, i18n.locale)
  return (
    <p
      className="simulation__cost"
      data-testid="simulated-network-cost"
      data-wei={wei.toString()}
      data-currency={ethPrice ? 'USD' : native.symbol}
    >
      <Trans>Network cost</Trans>: {cost}
    </p>
  )
}

/**
 * The 'Balance changes (simulated)' section of a confirm dialog: what the exact transaction pays and
 * receives on the latest block, the NFTs it mints or burns and its network cost; or why it would fail
 * and the fix; or, when the node could not simulate, that there is no preview (never a verdict).
 */
export function SimulatedBalanceChanges({
  simulation,
  chainId,
  output,
  allowedSpend,
  awaitingApproval = false,
}: {
  simulation: UseQueryResult<SimulationResult>
  chainId: number
  /** For a swap: the output token and the least the trade accepts after the slippage tolerance. */
  output?: { token: Address; minimum: bigint }
  /** For a swap: the input token and the most the trade may take (see simulationBlocks). */
  allowedSpend?: AllowedSpend
  /**
   * The transaction spends an allowance that is not on the chain yet (its approval is pending or not
   * sent): it cannot be simulated before, and saying it would fail would be false.
   */
  awaitingApproval?: boolean
}) {
  const { i18n } = useLingui()
  const titleId = useId()
  const outcome = simulation.data?.outcome
  const view = previewView({ requested: true, awaitingApproval, pending: simulation.isPending, outcome })
  return (
    <section className="simulation" aria-labelledby={titleId} data-testid="simulation">
      <h3 className="simulation__title" id={titleId}>
        <Trans>Balance changes (simulated)</Trans>
      </h3>
      {view === 'awaiting-approval' ? (
        <p className="simulation__waiting" data-testid="simulation-awaiting-approval">
          <Trans>Simulated once the approval is confirmed: until then the transaction cannot run.</Trans>
        </p>
      ) : view === 'simulating' ? (
        <p role="status">
          <Trans>Simulating…</Trans>
        </p>
      ) : !outcome ? (
        <p className="simulation__unavailable">
          <Trans>No preview: the node did not answer the simulation. Check the amounts in your wallet.</Trans>
        </p>
      ) : outcome.status === 'revert' ? (
        <div
          role="alert"
          className="simulation__revert"
          data-testid="simulated-revert"
          data-kind={outcome.revert.kind}
        >
          <p>
            <Trans>This transaction would fail:</Trans>{' '}
            {outcome.revert.kind === 'other'
              ? (outcome.revert.reason ?? i18n._(REVERT_FIXES.other))
              : i18n._(REVERT_MESSAGES[outcome.revert.kind])}
          </p>
          <p>{i18n._(REVERT_FIXES[outcome.revert.kind])}</p>
        </div>
      ) : (
        <>
          {outcome.partial && (
            <p className="simulation__partial">
              <Trans>Partial preview: this node cannot trace transfers, so only success was checked.</Trans>
            </p>
          )}
          {movesNoToken(outcome) && (
            <p className="simulation__none" data-testid="simulated-no-changes">
              <Trans>No token balance changes</Trans>
            </p>
          )}
          <ul className="simulation__changes">
            {outcome.changes.tokens.map((change) => (
              <TokenChangeLine
                key={change.token}
                change={change}
                chainId={chainId}
                tax={outcome.feeOnTransfer.find((tax) => isAddressEqual(tax.token, change.token))}
              />
            ))}
            {outcome.changes.nfts.map((change) => (
              <NftChangeLine key={`${change.token}-${change.tokenId}`} change={change} />
            ))}
          </ul>
          {allowedSpend && spendBeyond(outcome, allowedSpend) && (
            <p role="alert" className="simulation__warning" data-testid="simulated-overspend">
              <Trans>
                The simulation takes more from your account than this trade allows, so it is not offered to
                your wallet.
              </Trans>
            </p>
          )}
          {fallsShortOfMinimum(outcome, output?.token, output?.minimum) && (
            <p role="alert" className="simulation__warning">
              <Trans>
                The simulation receives less than this trade's minimum: it would fail or lose to a fee.
              </Trans>
            </p>
          )}
          {(() => {
            const wei = networkCostWei(outcome, simulation.data?.gasEstimate, simulation.data?.gasPrice)
            return wei === undefined ? null : <NetworkCost wei={wei} chainId={chainId} />
          })()}
        </>
      )}
    </section>
  )
}

/**
 * Whether the simulation says the transaction would revert, or (given what it may take) that it takes
 * more than that: its Confirm stays disabled.
 */
export function simulationBlocks(
  simulation: UseQueryResult<SimulationResult>,
  allowedSpend?: AllowedSpend,
): boolean {
  const outcome = simulation.data?.outcome
  return outcome?.status === 'revert' || (!!allowedSpend && spendBeyond(outcome, allowedSpend) !== undefined)
}

/**
 * The section for a confirm dialog that sends one transaction: the simulation of `preview` (see
 * useRequestSimulation), or what it waits for; nothing while the transaction cannot be built.
 */
export function TransactionPreview({
  preview,
  chainId,
  awaitingApproval = false,
}: {
  preview: RequestSimulation
  chainId: number
  awaitingApproval?: boolean
}) {
  if (
    previewView({ requested: preview.requested, awaitingApproval, pending: false, outcome: undefined }) ===
    'hidden'
  )
    return null
  return (
    <SimulatedBalanceChanges
      simulation={preview.simulation}
      chainId={chainId}
      awaitingApproval={awaitingApproval}
    />
  )
}
