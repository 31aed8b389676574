import type { StakingTokenInfo } from './constants'
import type { StakingInfo } from './hooks'
import { WETH_ADDRESS } from './hooks'
import { liquidityValueIn, reserveOf } from './pricing'

const isWeth = (token: StakingTokenInfo, chainId: number) =>
  token.address.toLowerCase() === WETH_ADDRESS[chainId]?.toLowerCase()

/** Wrapped ether is shown, and linked, as ETH. */
export function displaySymbol(token: StakingTokenInfo, chainId: number): string {
  return isWeth(token, chainId) ? 'ETH' : token.symbol
}

/** The id of a pool token in /uni and /add paths: 'ETH' for wrapped ether, the address otherwise. */
export function currencyIdOf(token: StakingTokenInfo, chainId: number): string {
  return isWeth(token, chainId) ? 'ETH' : token.address
}

/** The id in a path back to an address: 'ETH' (any case) is wrapped ether. */
export function addressOfCurrencyId(id: string | undefined, chainId: number): `0x${string}` | undefined {
  if (!id) return undefined
  if (id.toUpperCase() === 'ETH') return WETH_ADDRESS[chainId]
  return /^0x[0-9a-fA-F]{40}$/.test(id) ? (id as `0x${string}`) : undefined
}

export function pairLabel(info: Pick<StakingInfo, 'tokens'>, chainId: number): string {
  return `${displaySymbol(info.tokens[0], chainId)}-${displaySymbol(info.tokens[1], chainId)}`
}

/** The pool's path: /uni/{currencyIdA}/{currencyIdB}. */
export function poolPath(info: Pick<StakingInfo, 'tokens'>, chainId: number): string {
  return `/uni/${currencyIdOf(info.tokens[0], chainId)}/${currencyIdOf(info.tokens[1], chainId)}`
}

/**
 * What `liquidity` staked tokens of the pool are worth: in wrapped ether (raw) from the pair's ether
 * reserve, and in USD (the stablecoin's raw units) when that can be quoted.
 */
export function stakedValue(
  info: StakingInfo,
  liquidity: bigint,
  chainId: number,
  wethToUsd: ((weth: bigint) => bigint | undefined) | undefined,
): { eth: bigint; usd: bigint | undefined } | undefined {
  const weth = info.tokens.find((token) => isWeth(token, chainId))
  const other = info.tokens.find((token) => token !== weth)
  if (!weth || !other || !info.reserves || info.lpTotalSupply === undefined) return undefined
  const eth = liquidityValueIn(
    liquidity,
    info.lpTotalSupply,
    reserveOf(weth.address, other.address, info.reserves),
  )
  return { eth, usd: wethToUsd?.(eth) }
}
