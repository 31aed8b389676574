import { type Address, isAddressEqual, zeroAddress } from 'viem'

/**
 * Increase, Remove and Collect are for the position's owner or an approved operator only (spec
 * section 6): the NFT's approved address (the position's operator) or an operator the owner approved
 * for all its tokens. False while anything is unknown.
 */
export function canManagePosition({
  account,
  owner,
  operator,
  approvedForAll,
}: {
  account: Address | undefined
  owner: Address | undefined
  operator: Address | undefined
  approvedForAll: boolean | undefined
}): boolean {
  if (!account || !owner) return false
  if (isAddressEqual(account, owner)) return true
  if (operator && operator !== zeroAddress && isAddressEqual(account, operator)) return true
  return approvedForAll === true
}
