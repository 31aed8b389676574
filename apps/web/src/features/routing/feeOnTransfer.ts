/**
 * The amounts of an exact-input trade of a fee-on-transfer token through the v2 router's
 * `…SupportingFeeOnTransferTokens` functions, in plain bigint arithmetic: the pair is paid what
 * arrives after the input token's sell tax, each pair's output is cut by its token's buy tax on the
 * way out, and the router checks only what the recipient's balance gained against the minimum. Taxes
 * are rounded against the trader (up), so an amount computed here never exceeds what the chain delivers.
 */

/** A token's tax in basis points: taken from what a pair sends (buy) and from what a pair is sent (sell). */
export interface TaxBps {
  buyBps: number
  sellBps: number
}

/** Taxes by lower-case token address; tokens not in it are untaxed. */
export type TaxTable = Readonly<Record<string, TaxBps>>

/** One v2 pair on the path, with its reserves in the direction of the trade. */
export interface V2Hop {
  tokenIn: string
  tokenOut: string
  reserveIn: bigint
  reserveOut: bigint
}

export interface FeeOnTransferQuote {
  /** What the first pair receives of the amount paid (after the input token's sell tax). */
  pairInput: bigint
  /** What the last pair sends out (before the output token's buy tax). */
  poolOutput: bigint
  /** What the recipient receives. */
  received: bigint
}

/** A transfer of `amount` with a tax of `bps` delivers at most this (the tax rounded up). */
export function afterTax(amount: bigint, bps: number): bigint {
  if (bps <= 0 || amount <= 0n) return amount > 0n ? amount : 0n
  const tax = (amount * BigInt(Math.min(bps, 10_000)) + 9_999n) / 10_000n
  return amount - tax
}

/** UniswapV2Library.getAmountOut: the 0.3% fee, rounded down; 0 when the pair cannot pay. */
export function v2AmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const withFee = amountIn * 997n
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee)
}

const taxOf = (taxes: TaxTable, token: string): TaxBps | undefined => taxes[token.toLowerCase()]

/**
 * What an exact input of `amountIn` delivers along `hops`; undefined when a pair would pay nothing (the
 * router would revert) or the taxes leave nothing.
 */
export function feeOnTransferQuote(
  amountIn: bigint,
  hops: readonly V2Hop[],
  taxes: TaxTable,
): FeeOnTransferQuote | undefined {
  const first = hops[0]
  if (!first) return undefined
  const pairInput = afterTax(amountIn, taxOf(taxes, first.tokenIn)?.sellBps ?? 0)
  let amount = pairInput
  let poolOutput = 0n
  for (const hop of hops) {
    poolOutput = v2AmountOut(amount, hop.reserveIn, hop.reserveOut)
    // The pair pays its output straight to the next pair or the recipient: one transfer, one tax.
    amount = afterTax(poolOutput, taxOf(taxes, hop.tokenOut)?.buyBps ?? 0)
    if (poolOutput === 0n || amount === 0n) return undefined
  }
  return { pairInput, poolOutput, received: amount }
}

/**
 * The least the trade accepts, as router-sdk's trades compute it (received × (1 − slippage), rounded
 * down): the router's `amountOutMin`, checked against what the recipient's balance gained, so it is
 * taken from the amount after the tax.
 */
export function minimumReceived(
  received: bigint,
  slippage: { numerator: bigint; denominator: bigint },
): bigint {
  const { numerator, denominator } = slippage
  if (denominator <= 0n || numerator < 0n || numerator > denominator) throw new RangeError('Invalid slippage')
  return (received * (denominator - numerator)) / denominator
}

/**
 * Whether a trade was recomputed for the v2 router's fee-on-transfer functions (it carries the mark):
 * such a trade is sent to UniswapV2Router02, approved for it, and says so in its route.
 */
export function isFeeOnTransferTrade(trade: object | null | undefined): boolean {
  return !!trade && (trade as { feeOnTransfer?: unknown }).feeOnTransfer === true
}
