import type { Currency } from '@uniswap/sdk-core'
import type { SafetyVerdict } from '../../../lib/simulation/tokenSafety'
import type { TaxTable } from '../../routing'
import { blocksSwapInto, tokenTax } from '../../tokens'

/**
 * The taxes of the trade's tokens, by lower-case address, from their safety verdicts; undefined when
 * neither token takes a fee on transfer (the trade is routed as usual then).
 */
export function taxTable(
  ...sides: [Currency | null | undefined, SafetyVerdict | undefined][]
): TaxTable | undefined {
  const table: Record<string, { buyBps: number; sellBps: number }> = {}
  for (const [currency, verdict] of sides) {
    const tax = tokenTax(verdict)
    if (currency && !currency.isNative && tax) table[currency.address.toLowerCase()] = tax
  }
  return Object.keys(table).length > 0 ? table : undefined
}

/** The symbol of the output when a swap into it must be refused: it cannot be sold, and expert mode is off. */
export function honeypotOutputSymbol(
  output: Currency | null | undefined,
  verdict: SafetyVerdict | undefined,
  expertMode: boolean,
): string | undefined {
  return output && blocksSwapInto(verdict, expertMode) ? (output.symbol ?? '') : undefined
}
