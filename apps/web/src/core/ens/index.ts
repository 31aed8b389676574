// ENS reads on mainnet: the primary name of an address, the address of a name, and an address field's value.
export { useEnsAddressOf, useEnsNameOf } from './hooks'
export { useAddressOrName } from './useAddressOrName'
