/**
 * The 15 addresses on the U.S. Treasury's SDN list that the interface refuses to serve. A connected
 * account in this list (or in the configured extra list; the devnet adds development account 9 so
 * that the gate can be tested) sees only 'Blocked address'.
 */
export const BLOCKED_ADDRESSES: readonly string[] = [
  '0x7F367cC41522cE07553e823bf3be79A889DEbe1B',
  '0xd882cFc20F52f2599D84b8e8D58C7FB62cfE344b',
  '0x901bb9583b24D97e995513C6778dc6888AB6870e',
  '0xA7e5d5A720f06526557c513402f2e6B5fA20b008',
  '0x8576aCC5C05D6Ce88f4e49bf65BdF0C62F91353C',
  '0x1da5821544e25c636c1417Ba96Ade4Cf6D2f9B5A',
  '0x7Db418b5D567A4e0E8c59Ad71BE1FcE48f3E6107',
  '0x72a5843cc08275C8171E582972Aa4fDa8C397B2A',
  '0x7F19720A857F834887FC9A7bC0a0fBe7Fc7f8102',
  '0x9F4cda013E354b8fC285BF4b9A60460cEe7f7Ea9',
  '0x722122dF12D4e14e13Ac3b6895a86e84145b6967',
  '0x8589427373D6D84E98730D7795D8f6f8731FDA16',
  '0xd90e2f925DA726b50C4Ed8D0Fb90Ad053324F31b',
  '0x098B716B8Aaf21512996dC57EB0615e2383E2f96',
  '0x47CE0C6eD5B0Ce3d3A51fdb1C52DC66a7c3c2936',
]

export function isBlockedAddress(address: string | undefined, extra: readonly string[] = []): boolean {
  if (!address) return false
  const lower = address.toLowerCase()
  return [...BLOCKED_ADDRESSES, ...extra].some((blocked) => blocked.toLowerCase() === lower)
}
