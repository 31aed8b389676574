export { type AddressInput, parseAddressInput } from './addressInput'
export { ensRegistryAbi, ensResolverAbi, reverseNode, verifiedName } from './ens'
