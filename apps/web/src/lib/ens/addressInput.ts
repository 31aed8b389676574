import { useMemo } from 'react'
import { type Address, getAddress, isAddress } from 'viem'
import { useDebounce } from '../useDebounce'
import { useEnsAddressOf } from './hooks'

/** A name ENS could resolve: labels separated by dots, no spaces, ending in a top-level label. */
const ENS_NAME = /^[^\s.]+(\.[^\s.]+)*\.[a-z]{2,}$/i

export type AddressInput =
  | { kind: 'empty' }
  | { kind: 'address'; address: Address }
  | { kind: 'name'; name: string }
  | { kind: 'invalid' }

/** What an address field holds: whitespace is stripped; an address is checksummed. */
export function parseAddressInput(raw: string): AddressInput {
  const value = raw.replace(/\s+/g, '')
  if (value === '') return { kind: 'empty' }
  if (isAddress(value, { strict: false })) return { kind: 'address', address: getAddress(value) }
  if (ENS_NAME.test(value)) return { kind: 'name', name: value.toLowerCase() }
  return { kind: 'invalid' }
}

/**
 * The address an input stands for: an address as typed (at once), or the address an ENS name resolves to
 * on mainnet, looked up 200 ms after typing stops. `name` is the normalised name when one was typed.
 */
export function useAddressOrName(raw: string): {
  address: Address | undefined
  loading: boolean
  name?: string
} {
  const typed = useMemo(() => parseAddressInput(raw), [raw])
  const debounced = useDebounce(raw, 200)
  const settled = useMemo(() => parseAddressInput(debounced), [debounced])
  const lookup = useEnsAddressOf(settled.kind === 'name' ? settled.name : undefined)
  if (typed.kind === 'address') return { address: typed.address, loading: false }
  const typing = debounced !== raw
  if (typed.kind !== 'name') return { address: undefined, loading: typing }
  return {
    address: typing || !lookup.address ? undefined : getAddress(lookup.address),
    loading: typing || lookup.loading,
    name: typed.name,
  }
}
