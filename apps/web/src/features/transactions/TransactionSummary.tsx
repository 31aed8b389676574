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

/** What a recorded transaction did, in words, for popups and the account's recent transactions. */
export function TransactionSummary({ info }: { info: TransactionInfo }) {
  switch (info.type) {
    case TransactionType.SWAP:
      return <SwapSummary info={info} />
    case TransactionType.WRAP:
      return <WrapSummary info={info} />
    case TransactionType.APPROVAL:
      return <ApprovalSummary tokenAddress={info.tokenAddress} />
    case TransactionType.CLAIM:
      return <Trans>Claim UNI</Trans>
    case TransactionType.DEPOSIT_LIQUIDITY_STAKING:
      return <Trans>Deposit liquidity</Trans>
    case TransactionType.WITHDRAW_LIQUIDITY_STAKING:
      return <Trans>Withdraw deposited liquidity</Trans>
    case TransactionType.VOTE: {
      const proposal = info.proposalId
      if (info.decision === VoteOption.For) return <Trans>Vote for proposal {proposal}</Trans>
      if (info.decision === VoteOption.Against) return <Trans>Vote against proposal {proposal}</Trans>
      return <Trans>Vote to abstain on proposal {proposal}</Trans>
    }
    case TransactionType.DELEGATE:
      return <Trans>Delegate votes</Trans>
    case TransactionType.CREATE_V3_POOL:
      return <Trans>Create pool</Trans>
    case TransactionType.ADD_LIQUIDITY_V3_POOL:
    case TransactionType.ADD_LIQUIDITY_V2_POOL:
      return <Trans>Add liquidity</Trans>
    case TransactionType.MIGRATE_LIQUIDITY_V3:
      return <Trans>Migrate liquidity</Trans>
    case TransactionType.COLLECT_FEES:
      return <Trans>Collect fees</Trans>
    case TransactionType.REMOVE_LIQUIDITY_V3:
      return <Trans>Remove liquidity</Trans>
    case TransactionType.SUBMIT_PROPOSAL:
      return <Trans>Submit new proposal</Trans>
  }
}
