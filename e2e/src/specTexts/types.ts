/** The shape of a catalogued spec text (specTexts.ts), shared by the catalogue's parts. */

export type Coverage = { browser: string } | { unit: string; why: string; match?: string } | { gap: string }

export interface SpecText {
  /** The text as the spec gives it ({placeholders} and '…' kept). */
  text: string
  spec: 'swap-shell-and-services' | 'liquidity-mining-and-governance'
  /** How the app comes to show (or log) it. */
  trigger: string
  coverage: Coverage
}

export const SWAP = 'swap-shell-and-services' as const
export const LIQUIDITY = 'liquidity-mining-and-governance' as const
