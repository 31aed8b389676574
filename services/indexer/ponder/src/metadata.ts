import type { Context } from 'ponder:registry'
import { type Address, hexToString, isHex } from 'viem'
import { erc20Bytes32MetadataAbi, erc20MetadataAbi } from '../../src/abis.ts'

export interface TokenMetadata {
  symbol: string
  name: string
  decimals: number | null
}

/**
 * Reads an ERC-20's metadata; tokens that answer with bytes32 or nothing still get a row. Metadata
 * does not change, so it is read at the latest block (`cache: 'immutable'`): a node started from a
 * state dump (the devnet) has no state for the past blocks.
 */
export async function readTokenMetadata(context: Context, address: Address): Promise<TokenMetadata> {
  const client = context.client
  const read = async (functionName: 'symbol' | 'name'): Promise<string> => {
    try {
      return await client.readContract({ abi: erc20MetadataAbi, address, functionName, cache: 'immutable' })
    } catch {
      try {
        const raw = await client.readContract({
          abi: erc20Bytes32MetadataAbi,
          address,
          functionName,
          cache: 'immutable',
        })
        return isHex(raw) ? hexToString(raw, { size: 32 }).replace(/\0+$/, '') : 'unknown'
      } catch {
        return 'unknown'
      }
    }
  }
  const decimals = await client
    .readContract({ abi: erc20MetadataAbi, address, functionName: 'decimals', cache: 'immutable' })
    .then((value): number | null => value)
    .catch((): number | null => null)
  const [symbol, name] = await Promise.all([read('symbol'), read('name')])
  return { symbol, name, decimals }
}
