import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Address } from 'viem'
import { useAddressOrName } from '../../../core/ens'
import { ExplorerDataType, getExplorerLink } from '../../../lib/explorer'

/**
 * The recipient typed by the user (null when the field is closed): an address as it is, or a name
 * resolved on mainnet.
 */
export function useRecipientAddress(recipient: string | null): {
  address: Address | undefined
  loading: boolean
} {
  const { address, loading } = useAddressOrName(recipient ?? '')
  return recipient === null ? { address: undefined, loading: false } : { address, loading }
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
