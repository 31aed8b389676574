import { Token } from '@uniswap/sdk-core'
import { computePoolAddress, type FeeAmount } from '@uniswap/v3-sdk'
import { type Address, getAddress, isAddress } from 'viem'
import { contractAddress } from '../../../core/addresses'
import { WRAPPED_NATIVE } from '../../../lib/tokens/wrapped-native'
import { NATIVE_CURRENCY_ID } from '../../tokens'
import { FEE_TIERS } from '../graph/subgraph'

const FEES = new Set<number>(FEE_TIERS)

/** A route's currency id as the token a pool holds: 'ETH' is the wrapped coin; undefined if neither. */
function tokenAddressOf(id: string | undefined, chainId: number): Address | undefined {
  if (!id) return undefined
  if (id.toUpperCase() === NATIVE_CURRENCY_ID) return WRAPPED_NATIVE[chainId]
  return isAddress(id, { strict: false }) ? getAddress(id) : undefined
}

/** The two tokens a route's ids name, in pool order (as the SDK sorts them); undefined if not two. */
export function pairAtIds(
  chainId: number,
  currencyIdA: string | undefined,
  currencyIdB: string | undefined,
): [Address, Address] | undefined {
  const addressA = tokenAddressOf(currencyIdA, chainId)
  const addressB = tokenAddressOf(currencyIdB, chainId)
  if (!addressA || !addressB || addressA === addressB) return undefined
  return addressA.toLowerCase() < addressB.toLowerCase() ? [addressA, addressB] : [addressB, addressA]
}

/**
 * The v3 pool a route's ids name (/add/ETH/0x…/3000), from the ids alone: the CREATE2 address needs the
 * two token addresses and the fee, not the tokens' decimals or symbols that may still be on their way.
 * Undefined for ids that cannot name a pool (a missing or unreadable id, the same token twice, a fee
 * that is none of the app's tiers, a chain without a factory).
 */
export function poolAddressAtIds(
  chainId: number,
  currencyIdA: string | undefined,
  currencyIdB: string | undefined,
  feeAmount: string | number | undefined,
): Address | undefined {
  const pair = pairAtIds(chainId, currencyIdA, currencyIdB)
  const fee = Number(feeAmount)
  const factory = contractAddress(chainId, 'UniswapV3Factory')
  if (!pair || !factory || !FEES.has(fee)) return undefined
  // The SDK orders and hashes the addresses only; the decimals given here take no part in the address.
  return computePoolAddress({
    factoryAddress: factory,
    tokenA: new Token(chainId, pair[0], 0),
    tokenB: new Token(chainId, pair[1], 0),
    fee: fee as FeeAmount,
  }) as Address
}
