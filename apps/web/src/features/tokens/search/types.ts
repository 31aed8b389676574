/** The fields of a token that search needs; list tokens and app tokens both have them. */
export interface SearchToken {
  readonly chainId: number
  readonly address: string
  readonly symbol?: string
  readonly name?: string
  readonly decimals: number
}
