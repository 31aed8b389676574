import { useMemo } from 'react'
import { CurrencyLogo, nativeOnChain } from '../tokens'
import { toSdkToken } from './constants'
import type { StakingInfo } from './hooks'
import { WETH_ADDRESS } from './hooks'

/** The two tokens' logos, wrapped ether as ether. */
export function PairLogos({
  info,
  chainId,
  size = 24,
}: {
  info: Pick<StakingInfo, 'tokens'>
  chainId: number
  size?: number
}) {
  const currencies = useMemo(
    () =>
      info.tokens.map((token) =>
        token.address.toLowerCase() === WETH_ADDRESS[chainId]?.toLowerCase()
          ? nativeOnChain(chainId)
          : toSdkToken(chainId, token),
      ),
    [info.tokens, chainId],
  )
  return (
    <span className="pair-logos" aria-hidden="true">
      {currencies.map((currency) => (
        <CurrencyLogo key={currency.isNative ? 'ETH' : currency.address} currency={currency} size={size} />
      ))}
    </span>
  )
}
