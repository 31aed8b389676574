/**
 * The token id of a /pool/{tokenId} or /remove/{tokenId} path: a positive decimal integer, else
 * undefined (the remove route then redirects to /pool).
 */
export function parseTokenId(value: string | undefined): bigint | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined
  const tokenId = BigInt(value)
  return tokenId > 0n ? tokenId : undefined
}
