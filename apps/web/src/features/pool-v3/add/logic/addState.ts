import { type Currency, type CurrencyAmount, Percent, type Price, type Token } from '@uniswap/sdk-core'
import type { FeeAmount } from '@uniswap/v3-sdk'
import type { ApprovalState } from '../../../approvals'
import { deriveMintInfo, type MintInfo, type MintInputs } from './derived'
import type { Field, MintState, RangeValue } from './mintState'
import { stepTick, tickLimits, tickToBasePrice, tryParseTick } from './ticks'

/**
 * Default add slippage in range 0.50% (spec section 9); out of range 1%, larger than in range as the
 * spec says (its value from reference-values.md).
 */
export const IN_RANGE_SLIPPAGE = new Percent(50, 10_000)
export const OUT_OF_RANGE_SLIPPAGE = new Percent(100, 10_000)

/** The user's slippage in bips, or on 'Auto' the default for a position in or out of range. */
export function addSlippage(userSlippage: number | 'auto' | undefined, outOfRange: boolean): Percent {
  if (typeof userSlippage === 'number') return new Percent(userSlippage, 10_000)
  return outOfRange ? OUT_OF_RANGE_SLIPPAGE : IN_RANGE_SLIPPAGE
}

/** The range as prices of A in B, with the ticks they come from and whether each is at its limit. */
export interface RangeBounds {
  lowerBoundTick: number | undefined
  upperBoundTick: number | undefined
  lowerAtLimit: boolean
  upperAtLimit: boolean
  priceLower: Price<Token, Token> | undefined
  priceUpper: Price<Token, Token> | undefined
  /** The pool's (or the starting) price of A in B. */
  currentPrice: Price<Token, Token> | undefined
}

/** Prices of A in B at the range's ticks: when A is the pool's token1 the min price is at the upper tick. */
export function rangeBounds(
  info: Pick<
    MintInfo,
    'tokenA' | 'tokenB' | 'invertPrice' | 'ticksAtLimit' | 'tickLower' | 'tickUpper' | 'price'
  >,
): RangeBounds {
  const { tokenA, tokenB, invertPrice, ticksAtLimit, tickLower, tickUpper } = info
  const lowerBoundTick = invertPrice ? tickUpper : tickLower
  const upperBoundTick = invertPrice ? tickLower : tickUpper
  const priceAt = (tick: number | undefined) =>
    tick !== undefined && tokenA && tokenB ? tickToBasePrice(tokenA, tokenB, tick) : undefined
  return {
    lowerBoundTick,
    upperBoundTick,
    lowerAtLimit: invertPrice ? ticksAtLimit.UPPER : ticksAtLimit.LOWER,
    upperAtLimit: invertPrice ? ticksAtLimit.LOWER : ticksAtLimit.UPPER,
    priceLower: priceAt(lowerBoundTick),
    priceUpper: priceAt(upperBoundTick),
    currentPrice: info.price && tokenA ? (invertPrice ? info.price.invert() : info.price) : undefined,
  }
}

/** The two amount fields' text: the typed one as typed, the other the dependent amount (6 significant digits). */
export function formattedAmounts(
  state: Pick<MintState, 'independentField' | 'typedValue'>,
  parsedAmounts: MintInfo['parsedAmounts'],
): Record<Field, string> {
  const dependentField: Field = state.independentField === 'CURRENCY_A' ? 'CURRENCY_B' : 'CURRENCY_A'
  return {
    [state.independentField]: state.typedValue,
    [dependentField]: parsedAmounts[dependentField]?.toSignificant(6) ?? '',
  } as Record<Field, string>
}

/** Which approve buttons show, and whether Preview can open the confirmation. */
export interface AddActions {
  approveA: boolean
  approveB: boolean
  canPreview: boolean
}

/** Also while the allowance is not known, where the button shows its loading state. */
const needsApproval = (approval: ApprovalState, amount: CurrencyAmount<Currency> | undefined) =>
  !!amount && approval !== 'APPROVED'

/**
 * An approve button per side that deposits an amount not yet approved (once there is no error); Preview
 * when there is no error, the range is valid, a position is sized and every deposited side is approved.
 */
export function addActions(input: {
  info: Pick<MintInfo, 'error' | 'invalidRange' | 'position' | 'parsedAmounts'>
  approvalA: ApprovalState
  approvalB: ApprovalState
}): AddActions {
  const { info, approvalA, approvalB } = input
  const { CURRENCY_A: amountA, CURRENCY_B: amountB } = info.parsedAmounts
  const approvedBoth = (!amountA || approvalA === 'APPROVED') && (!amountB || approvalB === 'APPROVED')
  return {
    approveA: !info.error && needsApproval(approvalA, amountA),
    approveB: !info.error && needsApproval(approvalB, amountB),
    canPreview: !info.error && !info.invalidRange && !!info.position && approvedBoth,
  }
}

export interface AddStateInputs extends MintInputs {
  userSlippage: number | 'auto' | undefined
}

/**
 * Everything the add form shows and sends, derived from its inputs in one pure step: the amounts, the
 * button's error (info.error, an AddError), the range's bounds and the slippage to send with. The
 * approvals needed follow from the amounts and the allowances read for them (addActions).
 */
export interface AddState {
  info: MintInfo
  formatted: Record<Field, string>
  bounds: RangeBounds
  slippage: Percent
}

export function deriveAddState(inputs: AddStateInputs): AddState {
  const info = deriveMintInfo(inputs)
  return {
    info,
    formatted: formattedAmounts(inputs.state, info.parsedAmounts),
    bounds: rangeBounds(info),
    slippage: addSlippage(inputs.userSlippage, info.outOfRange),
  }
}

/**
 * A price bound moved one tick spacing by − or +: from its tick, or from the current price when it has
 * none. The price of A falls as the pool tick rises when inverted. The result is typed as a price of A in B
 * (8 significant digits), or `true` at the tier's limit; undefined when there is nothing to step from.
 */
export function steppedBound(input: {
  tick: number | undefined
  tokenA: Token | undefined
  tokenB: Token | undefined
  feeAmount: FeeAmount | undefined
  currentPrice: Price<Token, Token> | undefined
  invertPrice: boolean
  direction: -1 | 1
}): RangeValue | undefined {
  const { tokenA, tokenB, feeAmount, direction } = input
  if (!feeAmount || !tokenA || !tokenB) return undefined
  const start = input.tick ?? tryParseTick(tokenA, tokenB, feeAmount, input.currentPrice?.toSignificant(8))
  if (start === undefined) return undefined
  const next = stepTick(start, feeAmount, input.invertPrice ? (-direction as -1 | 1) : direction)
  const { min, max } = tickLimits(feeAmount)
  if (next === min || next === max) return true
  return tickToBasePrice(tokenA, tokenB, next).toSignificant(8)
}
