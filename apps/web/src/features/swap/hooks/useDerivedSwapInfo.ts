import { type Currency, type CurrencyAmount, type Percent, TradeType } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import { type Address, parseUnits } from 'viem'
import { useAccount } from 'wagmi'
import { isL2 } from '../../../lib/chains'
import type { SafetyVerdict } from '../../../lib/simulation/tokenSafety'
import { isUsdStablecoin } from '../../../lib/tokens/stablecoins'
import { type SdkTrade, type TaxTable, type TradeState, useBestTrade, useUsdValue } from '../../routing'
import { autoSlippageTolerance, useSlippage } from '../../settings'
import { useCurrency, useNativeBalance, useTokenBalances, useTokenSafety } from '../../tokens'
import { tryParseCurrencyAmount } from '../logic/parseAmount'
import { taxTable } from '../logic/tokenSafety'
import type { SwapState } from '../state'

function usdCents(amount: CurrencyAmount<Currency> | undefined): bigint | undefined {
  if (!amount || amount.currency.isNative) return undefined
  if (!isUsdStablecoin(amount.currency.chainId, amount.currency.address)) return undefined
  const raw = BigInt(amount.quotient.toString())
  const decimals = amount.currency.decimals
  return decimals >= 2 ? raw / 10n ** BigInt(decimals - 2) : raw * 10n ** BigInt(2 - decimals)
}

export interface DerivedSwapInfo {
  inputCurrency: Currency | null | undefined
  outputCurrency: Currency | null | undefined
  parsedAmount: CurrencyAmount<Currency> | undefined
  tradeState: TradeState
  trade: SdkTrade | undefined
  gasUseEstimateUSD: string | undefined
  slippage: Percent
  balances: { INPUT: CurrencyAmount<Currency> | undefined; OUTPUT: CurrencyAmount<Currency> | undefined }
  /** The balance of the input is below what the trade may take. */
  insufficientBalanceSymbol: string | undefined
  /** The probe's verdicts on the two tokens (undefined for the native coin and listed tokens). */
  safety: { INPUT: SafetyVerdict | undefined; OUTPUT: SafetyVerdict | undefined }
  /** A token of the trade is being probed: the swap waits for its verdict. */
  safetyPending: boolean
  /** A token of the trade takes a fee on transfer: the trade goes through the v2 router's supporting functions. */
  feeOnTransfer: boolean
  /** An exact output was asked of such a trade, which those functions cannot do: nothing is routed. */
  feeOnTransferExactOutput: boolean
}

/** Everything the swap form shows and checks, derived from the swap state, the quote and the balances. */
export function useDerivedSwapInfo(chainId: number, wrapping: boolean, swap: SwapState): DerivedSwapInfo {
  const { address: account } = useAccount()
  const inputCurrency = useCurrency(swap.INPUT.currencyId, chainId)
  const outputCurrency = useCurrency(swap.OUTPUT.currencyId, chainId)
  const exactIn = swap.independentField === 'INPUT'
  const independent = exactIn ? inputCurrency : outputCurrency
  const other = exactIn ? outputCurrency : inputCurrency
  const parsedAmount = tryParseCurrencyAmount(swap.typedValue, independent ?? undefined)
  const inputProbe = useTokenSafety(inputCurrency)
  const outputProbe = useTokenSafety(outputCurrency)
  const inputSafety = inputProbe.verdict
  const outputSafety = outputProbe.verdict
  const taxes: TaxTable | undefined = useMemo(
    () => taxTable([inputCurrency, inputSafety], [outputCurrency, outputSafety]),
    [inputCurrency, inputSafety, outputCurrency, outputSafety],
  )
  const feeOnTransfer = !wrapping && taxes !== undefined
  const feeOnTransferExactOutput = feeOnTransfer && !exactIn
  const best = useBestTrade(
    exactIn ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT,
    wrapping || feeOnTransferExactOutput ? undefined : parsedAmount,
    wrapping ? undefined : (other ?? undefined),
    feeOnTransfer ? taxes : undefined,
  )

  const outputUsd = useUsdValue(best.trade?.outputAmount)
  const gasCents = best.gasUseEstimateUSD
    ? parseUnits(Number(best.gasUseEstimateUSD).toFixed(2), 2)
    : undefined
  const auto = autoSlippageTolerance({
    isL2: isL2(chainId),
    hasTrade: !!best.trade,
    gasCostUsdCents: gasCents,
    outputUsdCents: usdCents(outputUsd) ?? usdCents(best.trade?.inputAmount),
  })
  const slippage = useSlippage(auto)

  const tokens = useMemo(
    () =>
      [inputCurrency, outputCurrency].flatMap((currency) =>
        currency && !currency.isNative ? [currency] : [],
      ),
    [inputCurrency, outputCurrency],
  )
  const tokenBalances = useTokenBalances(account as Address | undefined, tokens, chainId)
  const native = useNativeBalance(account as Address | undefined, chainId)
  const balanceOf = (currency: Currency | null | undefined) =>
    !currency ? undefined : currency.isNative ? native : tokenBalances[currency.address]
  const balances = { INPUT: balanceOf(inputCurrency), OUTPUT: balanceOf(outputCurrency) }

  const maxIn = best.trade?.maximumAmountIn(slippage)
  const insufficient = !!maxIn && !!balances.INPUT && balances.INPUT.lessThan(maxIn)
  return {
    inputCurrency,
    outputCurrency,
    parsedAmount,
    tradeState: best.state,
    trade: best.trade,
    gasUseEstimateUSD: best.gasUseEstimateUSD,
    slippage,
    balances,
    insufficientBalanceSymbol: insufficient ? inputCurrency?.symbol : undefined,
    safety: { INPUT: inputSafety, OUTPUT: outputSafety },
    safetyPending: !wrapping && (inputProbe.pending || outputProbe.pending),
    feeOnTransfer,
    feeOnTransferExactOutput,
  }
}
