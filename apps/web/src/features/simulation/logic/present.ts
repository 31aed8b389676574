import { type Currency, CurrencyAmount } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import { formatDecimal } from '../../../lib/format'
import type { SimulationOutcome } from '../../../lib/simulation/simulate'

/** A signed amount as the dialog lists it: '-0.1 ETH', '+301.22 USDC' (6 significant digits rounded down, as the SDK does). */
export function signedAmountText(amount: bigint, currency: Currency, locale: string): string {
  const magnitude = amount < 0n ? -amount : amount
  const significant = CurrencyAmount.fromRawAmount(currency, magnitude.toString()).toSignificant(6)
  const text = formatDecimal(`${amount < 0n ? '-' : ''}${significant}`, locale, { signDisplay: 'exceptZero' })
  return `${text} ${currency.symbol ?? ''}`.trimEnd()
}

/**
 * Whether what the simulation delivers of the output falls short of the least the trade accepts (its
 * minimum after the slippage tolerance): the chain would revert, or a token takes a fee on the way.
 */
export function fallsShortOfMinimum(
  outcome: SimulationOutcome | undefined,
  output: Address | undefined,
  minimum: bigint | undefined,
): boolean {
  if (outcome?.status !== 'success' || outcome.partial || !output || minimum === undefined) return false
  const received = outcome.changes.tokens.find(
    (change) => change.token.toLowerCase() === output.toLowerCase(),
  )
  return (received?.amount ?? 0n) < minimum
}

/**
 * What a transaction that the simulation says succeeds costs in wei: the node's gas estimate for it
 * times the gas price; without an estimate, the gas a complete simulation used stands in. Undefined
 * for a revert, without a gas price, or with neither (a partial preview and no estimate).
 */
export function networkCostWei(
  outcome: SimulationOutcome | undefined,
  gasEstimate: bigint | undefined,
  gasPrice: bigint | undefined,
): bigint | undefined {
  if (outcome?.status !== 'success' || gasPrice === undefined) return undefined
  const gas = gasEstimate ?? (outcome.partial ? undefined : outcome.gasUsed)
  return gas === undefined ? undefined : gas * gasPrice
}

/** What the 'Balance changes (simulated)' section shows for a transaction, in order of precedence. */
export type PreviewView = 'hidden' | 'awaiting-approval' | 'simulating' | 'no-preview' | 'revert' | 'changes'

/**
 * Nothing while the transaction cannot be built (and no approval is awaited); 'awaiting-approval'
 * when an approval or permit must exist first (never a failure); then the simulation's state: running,
 * no answer from the node (no verdict), a revert, or the balance changes.
 */
export function previewView(input: {
  requested: boolean
  awaitingApproval: boolean
  pending: boolean
  outcome: SimulationOutcome | undefined
}): PreviewView {
  if (input.awaitingApproval) return 'awaiting-approval'
  if (!input.requested) return 'hidden'
  if (input.pending) return 'simulating'
  if (!input.outcome) return 'no-preview'
  return input.outcome.status === 'revert' ? 'revert' : 'changes'
}

/** Whether a successful, complete simulation moved no token of the account (a vote, a delegation). */
export function movesNoToken(outcome: SimulationOutcome | undefined): boolean {
  return (
    outcome?.status === 'success' &&
    !outcome.partial &&
    outcome.changes.tokens.length === 0 &&
    outcome.changes.nfts.length === 0
  )
}

/** What a transaction may take from the account: one token (NATIVE_TRANSFER_ADDRESS for ETH), at most `max`. */
export interface AllowedSpend {
  token: Address
  max: bigint
}

/**
 * What a complete, successful simulation takes from the account beyond what it was allowed: more of the
 * allowed token than its maximum, or any amount of another token. Undefined when it takes nothing more,
 * and for a revert or a partial preview (which cannot see balances: nothing is claimed).
 */
export function spendBeyond(
  outcome: SimulationOutcome | undefined,
  allowed: AllowedSpend,
): { token: Address; spent: bigint } | undefined {
  if (outcome?.status !== 'success' || outcome.partial) return undefined
  for (const change of outcome.changes.tokens) {
    if (change.amount >= 0n) continue
    const spent = -change.amount
    const isAllowed = change.token.toLowerCase() === allowed.token.toLowerCase()
    if (!isAllowed || spent > allowed.max) return { token: change.token, spent }
  }
  return undefined
}
