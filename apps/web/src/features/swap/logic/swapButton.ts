import { getAddress, isAddress } from 'viem'
import { contractAddress } from '../../../core/addresses'
import type { ApprovalState } from '../../approvals'
import type { TradeState } from '../../routing'
import type { WarningSeverity } from './priceImpact'

export type WrapType = 'NOT_APPLICABLE' | 'WRAP' | 'UNWRAP'

/**
 * Sending the output to these contracts would lose it: the v3 factory, the v2 factory and the v2 router
 * (mainnet's, which are where the spec's check looks on every chain).
 */
export const BAD_RECIPIENT_ADDRESSES: ReadonlySet<string> = new Set(
  (['UniswapV3Factory', 'UniswapV2Factory', 'UniswapV2Router02'] as const).flatMap(
    (name) => contractAddress(1, name) ?? [],
  ),
)

export type SwapInputError =
  | { code: 'CONNECT_WALLET' }
  | { code: 'SELECT_TOKEN' }
  | { code: 'ENTER_AMOUNT' }
  | { code: 'AMOUNT_TOO_LARGE' }
  | { code: 'ENTER_RECIPIENT' }
  | { code: 'INVALID_RECIPIENT' }
  | { code: 'INSUFFICIENT_BALANCE'; symbol: string }
  | { code: 'HONEYPOT'; symbol: string }
  | { code: 'FEE_ON_TRANSFER_EXACT_OUTPUT' }

export interface SwapInputs {
  account: string | undefined
  hasInputCurrency: boolean
  hasOutputCurrency: boolean
  /** The typed amount parses to more than zero. */
  hasAmount: boolean
  /** The typed amount is more than any token can hold (2^256 base units or more). */
  amountTooLarge?: boolean
  /** null: the connected account receives the output. */
  recipient: string | null
  /** The typed recipient as an address once it is one or its name resolved. */
  recipientAddress: string | undefined
  /** Set when the balance of the input is below the trade's maximum input. */
  insufficientBalanceSymbol: string | undefined
  /** Set when the output cannot be sold (the safety probe's honeypot) and expert mode is off. */
  honeypotSymbol?: string | undefined
  /** An exact output was asked of a token that takes a fee on transfer. */
  feeOnTransferExactOutput?: boolean
}

/**
 * The first thing keeping a swap from being sent, in the spec's order of precedence; the token safety
 * refusals (issue 19) come once both tokens are chosen.
 */
export function swapInputError(inputs: SwapInputs): SwapInputError | undefined {
  if (!inputs.account) return { code: 'CONNECT_WALLET' }
  if (!inputs.hasInputCurrency || !inputs.hasOutputCurrency) return { code: 'SELECT_TOKEN' }
  // Buying a token that cannot be sold loses what is paid: refused whatever the amount.
  if (inputs.honeypotSymbol !== undefined) return { code: 'HONEYPOT', symbol: inputs.honeypotSymbol }
  if (inputs.amountTooLarge) return { code: 'AMOUNT_TOO_LARGE' }
  if (!inputs.hasAmount) return { code: 'ENTER_AMOUNT' }
  if (inputs.feeOnTransferExactOutput) return { code: 'FEE_ON_TRANSFER_EXACT_OUTPUT' }
  const to = inputs.recipient === null ? inputs.account : inputs.recipientAddress
  if (!to || !isAddress(to, { strict: false })) return { code: 'ENTER_RECIPIENT' }
  if (BAD_RECIPIENT_ADDRESSES.has(getAddress(to))) return { code: 'INVALID_RECIPIENT' }
  if (inputs.insufficientBalanceSymbol)
    return { code: 'INSUFFICIENT_BALANCE', symbol: inputs.insufficientBalanceSymbol }
  return undefined
}

export type WrapInputError =
  | 'AMOUNT_TOO_LARGE'
  | 'ENTER_ETH_AMOUNT'
  | 'INSUFFICIENT_ETH_BALANCE'
  | 'ENTER_WETH_AMOUNT'
  | 'INSUFFICIENT_WETH_BALANCE'

/** Wrapping needs a positive amount within the balance of the coin being wrapped or unwrapped. */
export function wrapInputError(
  wrapType: WrapType,
  hasAmount: boolean,
  sufficientBalance: boolean,
): WrapInputError | undefined {
  if (wrapType === 'NOT_APPLICABLE') return undefined
  if (wrapType === 'WRAP')
    return !hasAmount ? 'ENTER_ETH_AMOUNT' : sufficientBalance ? undefined : 'INSUFFICIENT_ETH_BALANCE'
  return !hasAmount ? 'ENTER_WETH_AMOUNT' : sufficientBalance ? undefined : 'INSUFFICIENT_WETH_BALANCE'
}

export type SwapButton =
  | { kind: 'UNSUPPORTED_ASSET' }
  | { kind: 'CONNECT_WALLET' }
  | { kind: 'WRAP'; wrapType: 'WRAP' | 'UNWRAP'; error: WrapInputError | undefined }
  | { kind: 'NO_ROUTE' }
  | { kind: 'APPROVE'; approval: 'NOT_APPROVED' | 'PENDING'; swapLabel: SwapLabel; swapDisabled: boolean }
  | {
      kind: 'SWAP'
      label: SwapLabel | SwapInputError
      disabled: boolean
      danger: boolean
      /** The allowance of the input token, or a token's safety, is being read: the button says it is loading. */
      loadingAllowance: boolean
    }

export type SwapLabel = 'SWAP' | 'SWAP_ANYWAY' | 'PRICE_IMPACT_TOO_HIGH' | 'HIGH_PRICE_IMPACT'

export interface SwapButtonInputs extends SwapInputs {
  isUnsupported: boolean
  wrapType: WrapType
  /** The wrap amount is within the balance. */
  sufficientWrapBalance: boolean
  tradeState: TradeState
  priceImpactSeverity: WarningSeverity
  expertMode: boolean
  approval: ApprovalState
  /** A token of the trade is still being probed for safety: Swap waits, loading, for the verdict. */
  safetyPending?: boolean
}

/** What the swap button shows and allows, in the order the spec gives. */
export function swapButton(inputs: SwapButtonInputs): SwapButton {
  if (inputs.isUnsupported) return { kind: 'UNSUPPORTED_ASSET' }
  if (!inputs.account) return { kind: 'CONNECT_WALLET' }
  if (inputs.wrapType !== 'NOT_APPLICABLE')
    return {
      kind: 'WRAP',
      wrapType: inputs.wrapType,
      error: inputs.amountTooLarge
        ? 'AMOUNT_TOO_LARGE'
        : wrapInputError(inputs.wrapType, inputs.hasAmount, inputs.sufficientWrapBalance),
    }
  const inputError = swapInputError(inputs)
  const specified = inputs.hasInputCurrency && inputs.hasOutputCurrency && inputs.hasAmount
  if (specified && inputs.tradeState === 'NO_ROUTE_FOUND') return { kind: 'NO_ROUTE' }
  const tooHigh = inputs.priceImpactSeverity >= 3 && !inputs.expertMode
  const busy = inputs.tradeState === 'LOADING' || inputs.tradeState === 'SYNCING'
  const valid = inputs.tradeState === 'VALID' && !inputError
  const danger = inputs.priceImpactSeverity >= 2
  // The spender depends on the tokens' safety (a taxed token is approved for the v2 router): wait for it.
  if (
    !inputError &&
    !inputs.safetyPending &&
    (inputs.approval === 'NOT_APPROVED' || inputs.approval === 'PENDING')
  )
    return {
      kind: 'APPROVE',
      approval: inputs.approval,
      swapLabel: tooHigh ? 'HIGH_PRICE_IMPACT' : danger ? 'SWAP_ANYWAY' : 'SWAP',
      // Swap becomes possible once the approval is confirmed.
      swapDisabled: true,
    }
  return {
    kind: 'SWAP',
    label: inputError ?? (tooHigh ? 'PRICE_IMPACT_TOO_HIGH' : danger ? 'SWAP_ANYWAY' : 'SWAP'),
    // Until the allowance is known the swap could fail at the router, and until the tokens' safety is
    // known it could buy a honeypot or miss a tax: wait for both.
    disabled: !valid || busy || tooHigh || inputs.approval === 'UNKNOWN' || !!inputs.safetyPending,
    danger: !inputError && danger,
    loadingAllowance: !inputError && (inputs.approval === 'UNKNOWN' || !!inputs.safetyPending),
  }
}

/**
 * Whether the router may take the trade's input when Swap is pressed: an allowance that covers it, or a
 * signed permit for it (a permit is for an amount and a deadline, so a trade that now needs more has none).
 * When not, the page says 'The permission to use {symbol} no longer covers this trade. Allow it again,
 * then swap.' and sends nothing; swapButton keeps Swap disabled in that state, so this is the last guard.
 */
export function permissionCoversTrade(approval: ApprovalState, permitSigned: boolean): boolean {
  return approval === 'APPROVED' || permitSigned
}
