import { useMemo } from 'react'
import { type Address, getAddress } from 'viem'
import { parseAddressInput } from '../../lib/ens'
import { useDebounce } from '../../lib/useDebounce'
import { useEnsAddressOf } from './hooks'

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
