export { type AddressInput, parseAddressInput, useAddressOrName } from './addressInput'
export { ENS_REGISTRY, ensRegistryAbi, ensResolverAbi, reverseNode, verifiedName } from './ens'
export { useEnsAddressOf, useEnsNameOf } from './hooks'
