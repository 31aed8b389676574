import { FEE_TIERS } from '@exchange/router'
import { type Address, erc20Abi, getAddress, isAddress, parseAbi } from 'viem'
import { v3PoolAddressOn } from '../../../core/poolAddresses'
import { type Call, encodeCall } from '../../../lib/multicall'
import { WRAPPED_NATIVE } from '../../../lib/tokens/wrapped-native'
import { NATIVE_CURRENCY_ID } from '../../tokens'

// Nothing here may import the SDKs: the app's entry reads a pool from the URL's ids (main.tsx, before
// the page's chunk is here), so the CREATE2 address comes from the router's viem-only derivation.

const FEES = new Set<number>(FEE_TIERS)

export const v3PoolStateAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
  'function liquidity() view returns (uint128)',
])

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
  if (!pair || !FEES.has(fee)) return undefined
  return v3PoolAddressOn(chainId, pair[0], pair[1], fee)
}

/** The pools a route's ids name: the one of its fee, or one per fee tier when it names none. */
export function poolAddressesAtIds(
  chainId: number,
  currencyIdA: string | undefined,
  currencyIdB: string | undefined,
  feeAmount: string | number | undefined,
): Address[] {
  return (feeAmount === undefined ? FEE_TIERS : [feeAmount])
    .map((fee) => poolAddressAtIds(chainId, currencyIdA, currencyIdB, fee))
    .filter((address): address is Address => address !== undefined)
}

/**
 * The chain reads the add page makes from a route's ids alone: each named pool's slot0 and liquidity,
 * and, for a token given by address, the name, symbol and decimals the page reads while no loaded
 * list has it (the same calls as useToken's, so the same store entries).
 */
export function readsAtIds(
  chainId: number,
  currencyIdA: string | undefined,
  currencyIdB: string | undefined,
  feeAmount: string | number | undefined,
): Call[] {
  const pools = poolAddressesAtIds(chainId, currencyIdA, currencyIdB, feeAmount).flatMap((pool) => [
    encodeCall(pool, v3PoolStateAbi, 'slot0', []),
    encodeCall(pool, v3PoolStateAbi, 'liquidity', []),
  ])
  const tokens = [currencyIdA, currencyIdB].flatMap((id) =>
    id && id.toUpperCase() !== NATIVE_CURRENCY_ID && isAddress(id, { strict: false })
      ? (['name', 'symbol', 'decimals'] as const).map((functionName) =>
          encodeCall(getAddress(id), erc20Abi, functionName, []),
        )
      : [],
  )
  return [...pools, ...tokens].filter((call): call is Call => call !== undefined)
}
