import { Trans } from '@lingui/react/macro'
import { Tooltip } from '../../../components/Tooltip'
import { useUnsupportedDecimals } from '../hooks'

/** A token of a list the app refused: more decimals than the SDK can represent; its address on hover. */
export function RefusedListToken({
  token,
}: {
  token: { address: string; symbol: string; listName: string; decimals: number }
}) {
  const { symbol, listName, decimals } = token
  return (
    <Tooltip text={token.address} className="tooltip-anchor--block">
      {() => (
        <p className="error-text" role="alert">
          <Trans>
            {symbol} from {listName} is not supported: it has {decimals} decimals, more than this app can
            handle.
          </Trans>
        </p>
      )}
    </Tooltip>
  )
}

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
