import { type Address, isAddress } from 'viem'

/**
 * Where a swap's output goes, as the confirm dialog names it: an ENS name with the address it resolved
 * to (the name alone could hide a changed record), or the address alone.
 */
export function recipientText(typed: string | null, resolved: Address): string {
  const name = typed?.trim()
  return name && !isAddress(name, { strict: false }) ? `${name} (${resolved})` : resolved
}
