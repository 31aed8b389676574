import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { type Address, getAddress, isAddress } from 'viem'
import { useEnsAddressOf } from '../../../lib/ens'
import { ExplorerDataType, getExplorerLink } from '../../../lib/explorer'
import { useDebounce } from '../../../lib/useDebounce'

/** An ENS-like name: labels ending in .eth (or another TLD the resolver may know). */
const ENS_NAME = /^(?:[a-zA-Z0-9-]+\.)+[a-zA-Z]{2,}$/

/**
 * The recipient typed by the user: an address as it is, or a name resolved on mainnet (debounced 200 ms).
 */
export function useRecipientAddress(recipient: string | null): {
  address: Address | undefined
  loading: boolean
} {
  const debounced = useDebounce(recipient ?? '', 200)
  const isName = ENS_NAME.test(debounced) && !isAddress(debounced, { strict: false })
  const lookup = useEnsAddressOf(isName ? debounced : undefined)
  if (recipient === null) return { address: undefined, loading: false }
  if (isAddress(recipient, { strict: false })) return { address: getAddress(recipient), loading: false }
  return { address: isName ? lookup.address : undefined, loading: debounced !== recipient || lookup.loading }
}

/** The optional recipient of a swap's output: an address or an ENS name, whitespace stripped. */
export function RecipientField({
  value,
  onChange,
  onRemove,
  chainId,
}: {
  value: string
  onChange: (value: string) => void
  onRemove: () => void
  chainId: number
}) {
  const { t } = useLingui()
  const id = useId()
  const { address, loading } = useRecipientAddress(value)
  const error = value !== '' && !loading && !address
  return (
    <div className="recipient">
      <div className="recipient__header">
        <label htmlFor={id}>
          <Trans>Recipient</Trans>
        </label>
        {address && (
          <a
            href={getExplorerLink(chainId, address, ExplorerDataType.ADDRESS)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>View on Explorer</Trans>
          </a>
        )}
      </div>
      <input
        id={id}
        className={`recipient__input${error ? ' recipient__input--error' : ''}`}
        type="text"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t`Wallet Address or ENS name`}
        pattern="^(0x[a-fA-F0-9]{40})$"
        aria-invalid={error}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\s+/g, ''))}
      />
      <button type="button" className="link-button" onClick={onRemove}>
        <Trans>- Remove recipient</Trans>
      </button>
    </div>
  )
}
