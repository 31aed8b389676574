import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency } from '@uniswap/sdk-core'
import { CurrencyAmount } from '@uniswap/sdk-core'
import { useActiveChainId } from '../../core/useActiveChainId'
import { formatAmount, useCurrency } from '../tokens'
import { TradeType, type TransactionInfo, TransactionType, VoteOption } from './state'

/** A raw amount in a currency, 6 significant digits in the locale; '…' until the currency is known. */
function Amount({ currency, raw }: { currency: Currency | null | undefined; raw: string }) {
  const { i18n } = useLingui()
  if (!currency) return <>…</>
  try {
    const amount = formatAmount(CurrencyAmount.fromRawAmount(currency, raw), i18n.locale)
    return <>{`${amount} ${currency.symbol ?? ''}`}</>
  } catch {
    return <>{currency.symbol}</>
  }
}

function CurrencySymbol({ id }: { id: string }) {
  const currency = useCurrency(id, useActiveChainId())
  return <>{currency?.symbol ?? '…'}</>
}

function SwapSummary({ info }: { info: Extract<TransactionInfo, { type: TransactionType.SWAP }> }) {
  const chainId = useActiveChainId()
  const input = useCurrency(info.inputCurrencyId, chainId)
  const output = useCurrency(info.outputCurrencyId, chainId)
  const recipient = info.recipient
  const sentTo = recipient ? (
    <span className="transaction-summary__recipient" data-testid="summary-recipient">
      {' · '}
      <Trans>Output will be sent to {recipient}</Trans>
    </span>
  ) : null
  if (info.tradeType === TradeType.EXACT_INPUT) {
    const inputAmount = <Amount currency={input} raw={info.inputCurrencyAmountRaw} />
    const outputAmount = <Amount currency={output} raw={info.expectedOutputCurrencyAmountRaw} />
    return (
      <>
        <Trans>
          Swap exactly {inputAmount} for {outputAmount}
        </Trans>
        {sentTo}
      </>
    )
  }
  const inputAmount = <Amount currency={input} raw={info.expectedInputCurrencyAmountRaw} />
  const outputAmount = <Amount currency={output} raw={info.outputCurrencyAmountRaw} />
  return (
    <>
      <Trans>
        Swap {inputAmount} for exactly {outputAmount}
      </Trans>
      {sentTo}
    </>
  )
}

/** A wrap spends ETH and an unwrap spends WETH: the amount is shown in the currency the transaction took. */
function WrapSummary({ info }: { info: Extract<TransactionInfo, { type: TransactionType.WRAP }> }) {
  const native = useCurrency('ETH', useActiveChainId())
  const spent = info.unwrapped ? native?.wrapped : native
  const amount = <Amount currency={spent} raw={info.currencyAmountRaw} />
  return info.unwrapped ? <Trans>Unwrap {amount} to ETH</Trans> : <Trans>Wrap {amount} to WETH</Trans>
}

function ApprovalSummary({ tokenAddress }: { tokenAddress: string }) {
  const symbol = <CurrencySymbol id={tokenAddress} />
  return <Trans>Approve {symbol}</Trans>
}

/** What a transaction of the other kinds did: the same words whatever its details. */
const SUMMARIES: Record<
  Exclude<
    TransactionType,
    TransactionType.SWAP | TransactionType.WRAP | TransactionType.APPROVAL | TransactionType.VOTE
  >,
  MessageDescriptor
> = {
  [TransactionType.CLAIM]: msg`Claim UNI`,
  [TransactionType.DEPOSIT_LIQUIDITY_STAKING]: msg`Deposit liquidity`,
  [TransactionType.WITHDRAW_LIQUIDITY_STAKING]: msg`Withdraw deposited liquidity`,
  [TransactionType.DELEGATE]: msg`Delegate votes`,
  [TransactionType.CREATE_V3_POOL]: msg`Create pool`,
  [TransactionType.ADD_LIQUIDITY_V3_POOL]: msg`Add liquidity`,
  [TransactionType.ADD_LIQUIDITY_V2_POOL]: msg`Add liquidity`,
  [TransactionType.MIGRATE_LIQUIDITY_V3]: msg`Migrate liquidity`,
  [TransactionType.COLLECT_FEES]: msg`Collect fees`,
  [TransactionType.REMOVE_LIQUIDITY_V3]: msg`Remove liquidity`,
  [TransactionType.SUBMIT_PROPOSAL]: msg`Submit new proposal`,
}

/** What a recorded transaction did, in words, for popups and the account's recent transactions. */
export function TransactionSummary({ info }: { info: TransactionInfo }) {
  const { i18n } = useLingui()
  switch (info.type) {
    case TransactionType.SWAP:
      return <SwapSummary info={info} />
    case TransactionType.WRAP:
      return <WrapSummary info={info} />
    case TransactionType.APPROVAL:
      return <ApprovalSummary tokenAddress={info.tokenAddress} />
    case TransactionType.VOTE: {
      const proposal = info.proposalId
      if (info.decision === VoteOption.For) return <Trans>Vote for proposal {proposal}</Trans>
      if (info.decision === VoteOption.Against) return <Trans>Vote against proposal {proposal}</Trans>
      return <Trans>Vote to abstain on proposal {proposal}</Trans>
    }
    default:
      return <>{i18n._(SUMMARIES[info.type])}</>
  }
}
