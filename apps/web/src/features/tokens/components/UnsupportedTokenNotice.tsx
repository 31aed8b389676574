import { Trans } from '@lingui/react/macro'
import { Tooltip } from '../../../components/Tooltip'
import { useUnsupportedDecimals } from '../hooks'

function Notice({ address, chainId }: { address: string; chainId: number }) {
  const decimals = useUnsupportedDecimals(address, chainId)
  if (decimals === undefined) return null
  const short = `${address.slice(0, 6)}…${address.slice(-4)}`
  return (
    <Tooltip text={address} className="tooltip-anchor--block">
      {() => (
        <p className="error-text unsupported-token-notice" role="alert">
          <Trans>
            Token {short} is not supported: it has {decimals} decimals, more than this app can handle.
          </Trans>
        </p>
      )}
    </Tooltip>
  )
}

/**
 * Says which of the given token addresses (from a link or a search) the app refused because the SDK
 * cannot represent their decimals; renders nothing for the others.
 */
export function UnsupportedTokenNotice({
  addresses,
  chainId,
}: {
  addresses: readonly (string | null | undefined)[]
  chainId: number
}) {
  const unique = [...new Set(addresses.filter((address): address is string => !!address))]
  return (
    <>
      {unique.map((address) => (
        <Notice key={address} address={address} chainId={chainId} />
      ))}
    </>
  )
}
